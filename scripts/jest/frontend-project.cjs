// @ts-check
/**
 * The jest project settings every React workspace uses: jsdom, ts-jest (transpile only, type
 * checks run in `npm run typecheck`), CSS Modules as class-name proxies, @rcm/shared from source.
 * @param {string} rootDir the workspace folder
 * @param {string} displayName
 * @returns {import('jest').Config}
 */
module.exports = function frontendProject(rootDir, displayName) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: require.resolve('./tsconfig.jest.json') }],
    },
    moduleNameMapper: {
      '^@rcm/shared$': '<rootDir>/../shared/src/index.ts',
      '^@rcm/shared/appwrite$': '<rootDir>/../shared/src/appwrite/index.ts',
      '^@rcm/shared/routing$': '<rootDir>/../shared/src/routing/index.ts',
      '^@rcm/shared/hooks$': '<rootDir>/../shared/src/hooks/index.ts',
      '^@rcm/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
      '\\.module\\.css$': require.resolve('./css-module-proxy.cjs'),
      '\\.css$': require.resolve('./empty-module.cjs'),
      '\\.svg$': require.resolve('./file-url-stub.cjs'),
    },
    setupFiles: [require.resolve('./setup-globals.cjs'), require.resolve('./setup-runtime-config.cjs')],
    setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
  };
};
