// @ts-check
module.exports = require('../tooling/jest/jest-project.cjs')(__dirname, { displayName: 'shell', react: true });
