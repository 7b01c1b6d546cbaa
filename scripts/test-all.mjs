// `pnpm test:all`: every check, in order, stopping at the first that fails. The static checks
// are single-threaded Node processes, so on CI's two cores the linter runs beside the type
// checker (and the contract and OpenAPI checks) instead of after it; their outputs are printed
// whole, one after the other, once both are done. Jest, the build and Playwright use both
// cores themselves and run alone.
import { spawn } from 'node:child_process';

const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

const STAGES = [
  [['lint'], ['lint:openapi', 'contract:check', 'typecheck']],
  [['test:unit']],
  [['build']],
  [['test:e2e']],
];

/** Runs the scripts one after another; resolves with the first failing code (or 0) and the output. */
function runChain(scripts, { live }) {
  return new Promise((resolve) => {
    let output = '';
    const next = (index) => {
      if (index === scripts.length) return resolve({ code: 0, output });
      const started = Date.now();
      const child = spawn(pnpm, ['run', scripts[index]], {
        stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      });
      const keep = (chunk) => (output += chunk.toString());
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.on('error', (error) => resolve({ code: 127, output: `${output}\n${error.message}` }));
      child.on('close', (code) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        output += `\n[test:all] ${scripts[index]} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`;
        if (live) process.stdout.write(`[test:all] ${scripts[index]} took ${seconds} s\n`);
        if (code !== 0) resolve({ code: code ?? 1, output });
        else next(index + 1);
      });
    };
    next(0);
  });
}

for (const chains of STAGES) {
  const live = chains.length === 1;
  const results = await Promise.all(chains.map((scripts) => runChain(scripts, { live })));
  if (!live) for (const { output } of results) process.stdout.write(output);
  const failed = results.find((r) => r.code !== 0);
  if (failed) process.exit(failed.code);
}
