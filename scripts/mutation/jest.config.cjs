// @ts-check
/** The jest projects whose code `npm run mutation` mutates: the backend and the shared rules. */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  testTimeout: 60_000,
  projects: [path.join(root, 'shared'), path.join(root, 'backend')],
};
