// `npm start` / `npm test` on a fresh clone (see the README's first lines):
//   node scripts/bootstrap.mjs start   check Node, get the pinned pnpm, install, build what is missing, serve
//   node scripts/bootstrap.mjs test    the same set-up plus the test prerequisites, then `pnpm run test:all`
//   node scripts/bootstrap.mjs setup   the set-up only (CI uses it)
// Arguments after the command are passed on to the pnpm script.
//
// This file is deliberately written in old syntax and loads the rest with import(): an old
// Node must reach the version message below instead of dying on a syntax error.
var major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(
    '\n[setup] FAILED at "check Node": this is Node ' +
      process.versions.node +
      ', and the project needs Node 20.19 or later (Node 24 LTS recommended).\n' +
      '        What to do: install Node 24 (https://nodejs.org, or your package manager, or\n' +
      '        `nvm install 24`), check with `node --version`, then run the same command again.\n',
  );
  process.exit(1);
}

import('./lib/main.mjs').then(function (m) {
  return m.main(process.argv.slice(2));
});
