// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'e2e/.artifacts/**', 'bench-results/**', '.runtime/**', 'data/**', '.stryker-tmp/**', '.mutation-tmp/**', 'reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.cjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Pages take routing from the shared module so the shell and every remote use one router
    // (and the site downloads only the parts of react-router it uses). Tests and a remote's
    // standalone development page may use react-router directly.
    // The shell's server renderer uses React Router's static router, which no page downloads.
    files: ['shell/src/**/*.{ts,tsx}', 'marketing-remote/src/**/*.{ts,tsx}', 'account-remote/src/**/*.{ts,tsx}', 'staff-remote/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/standalone/**', 'shell/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Import routing from '@rcm/shared/routing': it is the router instance the shell and the remotes share.",
          })),
        },
      ],
    },
  },
  {
    // The extra entries of @rcm/shared reach the main entry by its package name: in the browser
    // that is the one shared instance (the config the shell set, the session store), while a
    // relative import would bundle a second copy into whichever app uses the entry.
    files: ['shared/src/appwrite/**/*.ts', 'shared/src/hooks/**/*.ts', 'shared/src/routing/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: "Import the main entry as '@rcm/shared'." }] }],
    },
  },
);
