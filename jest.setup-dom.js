/* global jest */
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// How long a page takes to render is the machine's speed, not what a page test checks. CI runs
// two test files at a time on two cores beside the API's argon2 and databases, and fixed
// bounds failed working pages there: a findBy* after 5 s (the dashboard's profile page), whole
// admin tests after 30 s when the machine was busier still. The bounds only catch a test that
// will never pass. A finder's comes first, so a broken test reports the DOM it did find; the
// test's own is a hang detector, well above it. A test file must not set shorter ones.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(120_000);
