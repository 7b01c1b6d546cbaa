const { execFile } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const run = promisify(execFile);
const DEPLOY = path.join(__dirname, '..', 'deploy-remote.mjs');

let target;
beforeEach(() => {
  target = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-cli-'));
});
afterEach(() => fs.rmSync(target, { recursive: true, force: true }));

describe('pnpm deploy:remote', () => {
  it('with no product named, stops before building and says how to name one', async () => {
    const env = { ...process.env };
    for (const name of ['DEPLOY_DIR', 'PRODUCT_URL', 'SHELL_MANIFEST']) delete env[name];
    const deploy = run(process.execPath, [DEPLOY, 'mfe_dashboard', '--target', target], { env });
    await expect(deploy).rejects.toMatchObject({
      code: 1,
      stdout: expect.not.stringContaining('build'),
      stderr: expect.stringContaining('no deployed product is known'),
    });
    await expect(deploy.catch((error) => error.stderr)).resolves.toContain('--product-url <URL');
    expect(fs.readdirSync(target)).toEqual([]);
  });
});
