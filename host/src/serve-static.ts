import path from 'node:path';

import { createStaticHost } from './pages/static-host';

/**
 * Serves one built app on its own origin, as a separate deployment would:
 * `tsx server/serve-static.ts <dist folder> <port> [--spa] [--cors]`.
 */
async function main() {
  const [root, portArg, ...flags] = process.argv.slice(2);
  if (!root || !portArg) {
    console.error(
      'usage: serve-static <dist folder> <port> [--spa] [--cors] [--api=URL] [--remotes=FILE]',
    );
    process.exit(2);
  }
  const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1];
  const app = await createStaticHost({
    root: path.resolve(root),
    spaFallback: flags.includes('--spa'),
    cors: flags.includes('--cors'),
    apiUpstream: flag('api'),
    remotesFile: flag('remotes') ? path.resolve(flag('remotes') as string) : undefined,
  });
  await app.listen({ port: Number(portArg), host: '127.0.0.1' });
  console.log(`Serving ${root} at http://127.0.0.1:${portArg}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
