// Lints each { filePath, code } read as JSON from stdin with the repository's config, in one
// process (the config and its resolver load once), and prints each one's messages as JSON.
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const probes = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages);
}
process.stdout.write(JSON.stringify(results));
