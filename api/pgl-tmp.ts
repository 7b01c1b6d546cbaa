import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '/work/main/api/src/core/db/client';
async function main() {
  let t = Date.now();
  const db = await openDatabase('memory://', '/x');
  console.log('open+migrate', Date.now() - t);
  t = Date.now();
  const p = new PGlite();
  await p.query('select 1');
  console.log('bare pglite', Date.now() - t);
  const dump = await p.dumpDataDir('none');
  t = Date.now();
  const q = new PGlite({ loadDataDir: dump });
  await q.query('select 1');
  console.log('from dump', Date.now() - t, dump.size);
  await db.close();
}
main();
