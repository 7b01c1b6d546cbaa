/**
 * The layers inside each app, as zones of import-x/no-restricted-paths. Dependencies point one
 * way: the app layer (composition: entry points, the route list, pages that combine features)
 * → one feature → the app's shared folders → @gcw/shared. A feature imports nothing of another
 * feature and nothing of the app layer; a shared folder imports no feature and no app layer. In
 * the API, `core/` is the floor: it imports nothing of the API outside itself.
 *
 * The folders are read from disk when ESLint starts, so a new feature or shared folder is
 * covered without touching the config.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Each app's composition layer, relative to its `src/`: files and folders that may import anything. */
const APP_LAYER = {
  shell: ['app', 'index.ts', 'bootstrap.tsx'],
  'mfe-landing': ['app', 'routes.tsx', 'standalone', 'islands', 'prerender'],
  'mfe-auth': ['app', 'routes.tsx', 'standalone', 'islands', 'prerender'],
  'mfe-dashboard': ['app', 'routes.tsx', 'standalone'],
  'mfe-admin': ['app', 'routes.tsx', 'standalone'],
  api: ['app', 'main.ts', 'server.ts', 'scripts'],
};

/** Test support may import any layer: it builds the app for a test, it is not part of one. */
const TEST_SUPPORT = new Set(['test-utils', '__tests__']);

const list = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []);

/** @param {string} root the repository @returns {object[]} the zones of every app */
export function layerZones(root) {
  const zones = [];
  for (const [app, appLayer] of Object.entries(APP_LAYER)) {
    const src = `./${app}/src`;
    const abs = path.join(root, app, 'src');
    const features = list(path.join(abs, 'features'))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const sharedFolders = list(abs)
      .map((e) => e.name)
      .filter((name) => name !== 'features' && !appLayer.includes(name) && !TEST_SUPPORT.has(name));
    const appFrom = appLayer.map((name) => `${src}/${name}`);
    for (const feature of features) {
      zones.push({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: `A feature imports no other feature (${app}/src/features/${feature}): move what both use to a shared folder of ${app}/src, or combine them in ${app}/src/app.`,
      });
    }
    zones.push({
      target: `${src}/features`,
      from: appFrom,
      message: `A feature imports nothing of the app layer (${appLayer.join(', ')}): the app composes features, not the other way.`,
    });
    for (const folder of sharedFolders) {
      zones.push({
        target: `${src}/${folder}`,
        from: [`${src}/features`, ...appFrom],
        message: `${app}/src/${folder} is shared by features: it imports no feature and no app layer.`,
      });
    }
    const aboveCore = sharedFolders.filter((f) => f !== 'core').map((f) => `${src}/${f}`);
    if (app === 'api' && aboveCore.length > 0) {
      zones.push({
        target: `${src}/core`,
        from: aboveCore,
        message: 'api/src/core is the floor: it imports nothing of the API outside core.',
      });
    }
  }
  return zones;
}
