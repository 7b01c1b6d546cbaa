const fs = require('node:fs');
const path = require('node:path');

const { readJson, writeJsonAtomically } = require('./publish.cjs');

/**
 * `DEPLOY_DIR/deploy-settings.json`: facts about the product this deploy folder feeds, kept
 * beside its map so every deploy from any clone checks against the same running product.
 * Today one: `productUrl`, the URL the product answers on (its shell's manifest is
 * `<productUrl>/mf-manifest.json`).
 */
const settingsFile = (target) => path.join(target, 'deploy-settings.json');

function readDeploySettings(target) {
  const settings = readJson(settingsFile(target), {});
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
    throw new Error(`${settingsFile(target)} must be a JSON object`);
  }
  return settings;
}

/** Merges `changes` into the file (other settings stay), atomically like the map. */
function writeDeploySettings(target, changes) {
  const settings = { ...readDeploySettings(target), ...changes };
  fs.mkdirSync(target, { recursive: true });
  writeJsonAtomically(settingsFile(target), settings);
  return settings;
}

module.exports = { readDeploySettings, settingsFile, writeDeploySettings };
