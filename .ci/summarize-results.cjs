// Prints one closing line for the whole run from the runners' JSON reports.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
let passed = 0;
let failed = 0;
let skipped = 0;

const jestFile = path.join(root, 'test-results', 'jest.json');
if (fs.existsSync(jestFile)) {
  const jest = JSON.parse(fs.readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  skipped += jest.numPendingTests + jest.numTodoTests;
}

const pwFile = path.join(root, 'test-results', 'playwright.json');
if (fs.existsSync(pwFile)) {
  const pw = JSON.parse(fs.readFileSync(pwFile, 'utf8'));
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
