// @ts-check
module.exports = require('../tooling/jest/jest-project.cjs')(__dirname, {
  displayName: 'shared',
  // The hooks' tests are .tsx and choose jsdom in their docblock; everything else runs in Node.
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
