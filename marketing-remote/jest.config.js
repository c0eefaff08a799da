// @ts-check
module.exports = require('../tooling/jest/jest-project.cjs')(__dirname, { displayName: 'marketing-remote', react: true });
