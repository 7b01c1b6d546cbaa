/** The same `semver` the shared build helpers use (a root devDependency). */
module.exports = require('semver');
