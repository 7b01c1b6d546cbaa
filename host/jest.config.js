const web = require('../jest.preset.web.js')(__dirname, 'host');

// The product host runs in Node: no DOM and none of the DOM set-up. The web preset's transform
// stays, since the favicon test renders a prerendered page's document (React, MUI, @gcw/shared).
module.exports = { ...web, testEnvironment: 'node', setupFiles: [], setupFilesAfterEnv: [] };
