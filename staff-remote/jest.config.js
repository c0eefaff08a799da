// @ts-check
module.exports = require('../tooling/jest/jest-project.cjs')(__dirname, { displayName: 'staff-remote', react: true });
