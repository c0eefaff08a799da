// @ts-check
/** The web server's tests, over real HTTP against servers started on free ports. */
module.exports = require('../tooling/jest/jest-project.cjs')(__dirname, {
  displayName: 'web-server',
  tsconfig: '<rootDir>/tsconfig.test.json',
});
