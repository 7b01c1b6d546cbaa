const path = require('node:path');

const preset = require('../jest.preset.web.js')(__dirname, 'mfe-admin');

// The admin pages are heavy MUI trees and the machines are busy: give each test more room.
module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'jest.setup-timeout.js')],
};
