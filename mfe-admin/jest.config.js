module.exports = require('../jest.preset.web.js')(__dirname, 'mfe-admin');
