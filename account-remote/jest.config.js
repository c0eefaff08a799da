// @ts-check
module.exports = require('../tooling/jest/jest-project.cjs')(__dirname, { displayName: 'account-remote', react: true });
