// @ts-check
/**
 * The one jest project factory every workspace's jest.config.js uses: ts-jest (transpile only;
 * type checks run in `npm run typecheck`), @rcm/shared from its sources (every entry its
 * package.json exports, so a new entry needs nothing here), and for a React workspace jsdom,
 * CSS Modules as class-name proxies and the DOM setup.
 */
const path = require('node:path');
const sharedPackage = require('../../shared/package.json');

/** `@rcm/shared` and each of its entries → the entry's source file (its `rcm-source` export). */
function sharedFromSource() {
  /** @type {Record<string, string>} */
  const mapper = {};
  for (const [entry, target] of Object.entries(sharedPackage.exports)) {
    if (typeof target !== 'object' || !('rcm-source' in target)) continue;
    const name = entry === '.' ? '@rcm/shared' : `@rcm/shared/${entry.slice(2)}`;
    mapper[`^${name}$`] = path.join(__dirname, '../../shared', target['rcm-source']);
  }
  return mapper;
}

/**
 * @param {string} rootDir the workspace folder
 * @param {{ displayName: string, react?: boolean, tsconfig?: string } & import('jest').Config} options
 *   `react`: a React workspace (jsdom, .tsx tests); `tsconfig`: the workspace's own for ts-jest
 *   (else tooling/jest/tsconfig.jest.json); anything else is jest's own project options
 * @returns {import('jest').Config}
 */
module.exports = function jestProject(rootDir, { displayName, react = false, tsconfig, ...rest }) {
  const moduleNameMapper = sharedFromSource();
  /** @type {import('jest').Config['transform']} */
  const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: tsconfig ?? require.resolve('./tsconfig.jest.json') }] };
  if (!react)
    return {
      displayName,
      rootDir,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform,
      moduleNameMapper,
      ...rest,
    };
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform,
    moduleNameMapper: {
      ...moduleNameMapper,
      '\\.module\\.css$': require.resolve('./css-module-proxy.cjs'),
      '\\.css$': require.resolve('./empty-module.cjs'),
      '\\.svg$': require.resolve('./file-url-stub.cjs'),
    },
    setupFiles: [require.resolve('./setup-globals.cjs'), require.resolve('./setup-runtime-config.cjs')],
    setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
    ...rest,
  };
};
