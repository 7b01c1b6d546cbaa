const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { readDeploySettings, writeDeploySettings } = require('../deploy-settings.cjs');
const { deployedShellManifest, productManifestUrl } = require('../deployed-shell.cjs');

let target;
beforeEach(() => {
  target = fs.mkdtempSync(path.join(os.tmpdir(), 'deployed-shell-'));
});
afterEach(() => fs.rmSync(target, { recursive: true, force: true }));

const resolve = (flags = {}, env = {}) => deployedShellManifest({ flags, env, target });

describe('the shell a deploy is checked against', () => {
  it("is the running product's manifest named in DEPLOY_DIR's settings", () => {
    writeDeploySettings(target, { productUrl: 'https://gcw.example.org' });
    expect(resolve()).toEqual({
      source: 'https://gcw.example.org/mf-manifest.json',
      from: path.join(target, 'deploy-settings.json'),
    });
  });

  it('is never the shell of this clone when no product is named: it says how to name one', () => {
    expect(() => resolve()).toThrow(/--product-url <URL.*\n.*PRODUCT_URL=<URL>.*\n.*"productUrl"/);
    expect(() => resolve()).toThrow('--shell-manifest <URL or file>');
  });

  it('takes --shell-manifest first, then --product-url, SHELL_MANIFEST, PRODUCT_URL, settings', () => {
    writeDeploySettings(target, { productUrl: 'http://settings.test' });
    const env = { SHELL_MANIFEST: 'http://env.test/m.json', PRODUCT_URL: 'http://product.test' };
    expect(resolve({ 'shell-manifest': 'shell/dist/mf-manifest.json' }, env).source).toBe(
      'shell/dist/mf-manifest.json',
    );
    expect(resolve({ 'product-url': 'http://flag.test' }, env).source).toBe(
      'http://flag.test/mf-manifest.json',
    );
    expect(resolve({ 'target-url': 'http://flag.test' }, env).from).toBe('--product-url');
    expect(resolve({}, env).source).toBe('http://env.test/m.json');
    expect(resolve({}, { PRODUCT_URL: 'http://product.test' }).source).toBe(
      'http://product.test/mf-manifest.json',
    );
  });

  it('keeps the path of a product served below one, and refuses what is not an http(s) URL', () => {
    expect(productManifestUrl('https://example.org/gcw')).toBe(
      'https://example.org/gcw/mf-manifest.json',
    );
    expect(productManifestUrl('http://127.0.0.1:3000/')).toBe(
      'http://127.0.0.1:3000/mf-manifest.json',
    );
    expect(() => productManifestUrl('localhost:3000')).toThrow('not an http(s) URL');
    expect(() => productManifestUrl('gcw')).toThrow('not a URL');
  });

  it('writes the settings beside the map, keeping the other settings', () => {
    fs.writeFileSync(path.join(target, 'deploy-settings.json'), '{"note":"kept"}');
    writeDeploySettings(target, { productUrl: 'http://a.test' });
    expect(readDeploySettings(target)).toEqual({ note: 'kept', productUrl: 'http://a.test' });
    fs.writeFileSync(path.join(target, 'deploy-settings.json'), '[]');
    expect(() => readDeploySettings(target)).toThrow('must be a JSON object');
  });
});
