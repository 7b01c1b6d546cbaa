const fs = require('node:fs');
const path = require('node:path');

const { readJsonObject, writeJsonAtomically } = require('./publish.cjs');

/**
 * `DEPLOY_DIR/deploy-settings.json`: facts about the product this deploy folder feeds, kept
 * beside its map so every deploy from any clone checks against the same running product.
 * Today one: `productUrl`, the URL the product answers on (its shell's manifest is
 * `<productUrl>/mf-manifest.json`).
 */
const settingsFile = (target) => path.join(target, 'deploy-settings.json');

const readDeploySettings = (target) => readJsonObject(settingsFile(target));

/** Merges `changes` into the file (other settings stay), atomically like the map. */
function writeDeploySettings(target, changes) {
  const settings = { ...readDeploySettings(target), ...changes };
  fs.mkdirSync(target, { recursive: true });
  writeJsonAtomically(settingsFile(target), settings);
  return settings;
}

module.exports = { readDeploySettings, settingsFile, writeDeploySettings };
