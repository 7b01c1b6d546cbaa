import { loadConfig } from '../core/config';
import { openDatabase } from '../core/db/client';
import { createFileStore } from '../core/storage/create-file-store';
import { intArg, parseArgs } from './cli-args';
import { seedDemo } from './seed';

/** pnpm --filter @gcw/api seed:demo [-- --students 3000 --teams 400 --seminar 1500 --password password123 --tag demo] */
async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const { db, close } = await openDatabase(config.databaseUrl, config.dataDir);
  const started = Date.now();
  try {
    const result = await seedDemo(db, createFileStore(config), {
      students: intArg(args, 'students', 3000),
      teams: intArg(args, 'teams', 400),
      seminar: intArg(args, 'seminar', 1500),
      password: args.password ?? 'password123',
      // A fixed default tag: running the seed again completes the same demo instead of a second one.
      tag: args.tag ?? 'demo',
    });
    const example = `${args.tag ?? 'demo'}.student0@demo.gcw.local`;
    console.log(
      `Seeded ${result.students} students, ${result.teams} new teams (${result.teamMembers} members), ${result.seminar} seminar tickets, ${result.announcements} new announcements, ${result.settingsSections} event settings sections in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(
      `Demo accounts: <tag>.student<N>@demo.gcw.local (e.g. ${example}), password "${args.password ?? 'password123'}".`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
