require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy*/waitFor wait up to 5 s, not 1 s: CI runs two test files at a time on two cores, and
// a page whose answer arrived was seen failing while its render waited for the CPU. A test
// that cannot find what it waits for still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
