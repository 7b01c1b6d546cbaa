const { readDeploySettings, settingsFile } = require('./deploy-settings.cjs');

/** `<productUrl>/mf-manifest.json`, under the product's path when it is served below one. */
function productManifestUrl(productUrl) {
  let url;
  try {
    url = new URL(productUrl);
  } catch {
    throw new Error(`"${productUrl}" is not a URL of the product (e.g. https://gcw.example.org)`);
  }
  if (!/^https?:$/.test(url.protocol)) {
    throw new Error(`"${productUrl}" is not an http(s) URL of the product`);
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return new URL('mf-manifest.json', url).href;
}

/**
 * The shell manifest a remote's build is checked against: the one the running product serves,
 * never this clone's `shell/dist/` (a clone's shell may be older or newer than the shell that
 * students are served). First of: `--shell-manifest` (a URL or a file, e.g.
 * `shell/dist/mf-manifest.json` on purpose), `--product-url` (or `--target-url`),
 * `SHELL_MANIFEST`, `PRODUCT_URL`, `productUrl` of `DEPLOY_DIR/deploy-settings.json`.
 * Returns `{ source, from }`; throws, saying how to name the product, when none is known.
 */
function deployedShellManifest({ flags = {}, env = process.env, target }) {
  if (flags['shell-manifest']) return { source: flags['shell-manifest'], from: '--shell-manifest' };
  const flag = flags['product-url'] ?? flags['target-url'];
  if (flag) return { source: productManifestUrl(flag), from: '--product-url' };
  if (env.SHELL_MANIFEST) return { source: env.SHELL_MANIFEST, from: 'SHELL_MANIFEST' };
  if (env.PRODUCT_URL) return { source: productManifestUrl(env.PRODUCT_URL), from: 'PRODUCT_URL' };
  const { productUrl } = readDeploySettings(target);
  if (productUrl) return { source: productManifestUrl(productUrl), from: settingsFile(target) };
  throw new Error(
    [
      'no deployed product is known to check the build against. Name it with one of:',
      '  --product-url <URL the product answers on> (remembered in ' +
        `${settingsFile(target)} after the deploy)`,
      '  PRODUCT_URL=<URL>',
      `  {"productUrl": "<URL>"} in ${settingsFile(target)}`,
      '  --shell-manifest <URL or file> to check against that manifest on purpose',
      '  (e.g. shell/dist/mf-manifest.json, the shell of this clone)',
    ].join('\n'),
  );
}

module.exports = { deployedShellManifest, productManifestUrl };
