const web = require('../jest.preset.web.js')(__dirname, 'shell');

// server/ holds the product's static host: its tests choose the node environment per file.
module.exports = { ...web, roots: [...web.roots, '<rootDir>/server'] };
