import path from 'node:path';

import { createProductHost } from './product-host';
import { createRemoteHost } from './remote-host';

const USAGE = [
  'usage: serve-static <dist folder> <port> [--spa] [--cors]                (a remote on its own origin)',
  '       serve-static <dist folder> <port> --api=URL [--remotes=FILE]   (the shell on its own origin)',
].join('\n');

/**
 * Serves one built app on its own origin, as a separate deployment would:
 * `tsx src/serve-static.ts <dist folder> <port> [--spa] [--cors]` for a remote's build, with
 * `--api=URL` or `--remotes=FILE` for the shell's build (the product host: its client routes,
 * `/api` proxied, the remotes map, and the pages' armour built from that map, which defaults
 * to the folder's own mf-remotes.json).
 */
async function main() {
  const [root, portArg, ...flags] = process.argv.slice(2);
  if (!root || !portArg) {
    console.error(USAGE);
    process.exit(2);
  }
  const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1];
  const apiUpstream = flag('api');
  const remotes = flag('remotes');
  const app =
    apiUpstream || remotes
      ? await createProductHost({
          root: path.resolve(root),
          apiUpstream,
          remotesFile: path.resolve(remotes ?? path.join(root, 'mf-remotes.json')),
        })
      : await createRemoteHost({
          root: path.resolve(root),
          spaFallback: flags.includes('--spa'),
          cors: flags.includes('--cors'),
        });
  await app.listen({ port: Number(portArg), host: '127.0.0.1' });
  console.log(`Serving ${root} at http://127.0.0.1:${portArg}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
