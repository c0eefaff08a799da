// @ts-check
/**
 * The repository's layering, as lint rules that fail the build (docs/ARCHITECTURE.md, "Layering"):
 * - a workspace is reached through its package entries, never another workspace's src/ or dist/;
 * - the shell, the remotes and the servers import no workspace but @rcm/shared, and only the shell
 *   loads remotes (so no remote reaches another);
 * - inside a remote, imports flow components/lib → features → pages, and no feature imports another;
 * - @rcm/shared, which every page downloads, holds no React at run time outside hooks/ and routing/
 *   (and standalone/, the remotes' development page, which no visitor downloads).
 * `no-restricted-imports` takes one set of options per file (the last block that matches wins),
 * so every block here states all of a file group's import rules: `importRules` builds them.
 * `scripts/lint/layering.test.cjs` plants a violation of each rule and sees it fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const apps = ['shell', 'marketing-remote', 'account-remote', 'staff-remote'];
const remotes = apps.filter((app) => app !== 'shell');

const deepImport = {
  regex: '^@rcm/[^/]+/(src|dist)(/|$)',
  message: "Import a workspace through its package's entries (the exports of its package.json), not its src/ or dist/.",
};
const onlyShared = {
  regex: '^@rcm/(?!shared(/|$))',
  message: 'The shell, the remotes and the servers import no workspace but @rcm/shared: each is built and released on its own.',
};
const sharedImportsNoWorkspace = {
  regex: '^@rcm/(?!shared(/|$))',
  message: '@rcm/shared imports no other workspace (its extra entries reach each other by the package name).',
};
const sharedEntryByName = { group: ['../*'], message: "Import the main entry as '@rcm/shared'." };
const remoteLoading = {
  name: '@module-federation/enhanced/runtime',
  message: 'Only the shell loads remotes: a remote that loaded another would tie their releases together.',
};
const sharedRouter = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Import routing from '@rcm/shared/routing': it is the router instance the shell and the remotes share.",
}));
const reactMessage =
  "@rcm/shared's main entry is downloaded by every page and runs where React may not be: React at run time belongs in @rcm/shared/hooks or @rcm/shared/routing (or the development page's @rcm/shared/standalone; type imports are fine).";
const reactAtRunTime = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
].map((name) => ({
  name,
  message: reactMessage,
  allowTypeImports: true,
}));

/**
 * The options of `@typescript-eslint/no-restricted-imports` for one group of files.
 * @param {{ paths?: object[], patterns?: object[] }} rules
 */
export function importRules({ paths = [], patterns = [] }) {
  return ['error', { paths, patterns: [deepImport, ...patterns] }];
}

const rule = '@typescript-eslint/no-restricted-imports';
const tests = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** A remote's folders in the order imports may flow (README, "Layout"), one zone per feature. @param {string} root */
function remoteLayers(root) {
  return remotes.flatMap((remote) => {
    const src = `./${remote}/src`;
    const featuresDir = path.join(root, remote, 'src', 'features');
    const features = fs.existsSync(featuresDir)
      ? fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory())
      : [];
    return [
      {
        target: [`${src}/components`, `${src}/lib`, `${src}/content`],
        from: [`${src}/features`, `${src}/pages`],
        message: 'components/, lib/ and content/ are what features and pages build on: they import neither.',
      },
      { target: `${src}/features`, from: `${src}/pages`, message: 'A feature does not import a page: pages are built from features.' },
      ...features.map((feature) => ({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: 'A feature does not import another feature: move what both need to lib/ or components/, or compose them in a page.',
      })),
    ];
  });
}

/** @param {string} root the repository's root (where eslint.config.mjs is) */
export function layering(root) {
  return [
    {
      files: ['**/*.{ts,tsx,js,cjs,mjs}'],
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript sources import each other without an extension, or with `.js` for a `.ts` file.
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          }),
        ],
      },
      rules: {
        'no-restricted-imports': 'off',
        [rule]: importRules({}),
        // A relative path into another workspace (or out of one) is a deep import too.
        'import-x/no-relative-packages': 'error',
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: remoteLayers(root) }],
      },
    },
    { files: ['backend/**', 'web-server/**'], rules: { [rule]: importRules({ patterns: [onlyShared] }) } },
    ...apps.flatMap((app) => {
      const paths = app === 'shell' ? [] : [remoteLoading];
      return [
        { files: [`${app}/**`], rules: { [rule]: importRules({ paths, patterns: [onlyShared] }) } },
        {
          // Tests, a remote's standalone page and the shell's server renderer (React Router's static
          // router, which no page downloads) may use react-router directly.
          files: [`${app}/src/**`],
          ignores: [...tests, '**/standalone/**', 'shell/src/server/**'],
          rules: { [rule]: importRules({ paths: [...paths, ...sharedRouter], patterns: [onlyShared] }) },
        },
      ];
    }),
    { files: ['shared/**'], rules: { [rule]: importRules({ patterns: [sharedImportsNoWorkspace] }) } },
    {
      files: ['shared/src/**'],
      ignores: [...tests, 'shared/src/hooks/**', 'shared/src/routing/**', 'shared/src/standalone/**'],
      rules: {
        [rule]: importRules({ paths: reactAtRunTime, patterns: [sharedImportsNoWorkspace] }),
        'no-restricted-syntax': ['error', { selector: 'JSXElement, JSXFragment', message: reactMessage }],
      },
    },
    {
      // The extra entries reach the main entry by its package name: in the browser that is the one
      // shared instance (the config the shell set, the session store), while a relative import would
      // bundle a second copy into whichever app uses the entry.
      files: ['shared/src/appwrite/**', 'shared/src/server/**'],
      ignores: tests,
      rules: { [rule]: importRules({ paths: reactAtRunTime, patterns: [sharedImportsNoWorkspace, sharedEntryByName] }) },
    },
    {
      files: ['shared/src/hooks/**', 'shared/src/routing/**', 'shared/src/standalone/**'],
      ignores: tests,
      rules: { [rule]: importRules({ patterns: [sharedImportsNoWorkspace, sharedEntryByName] }) },
    },
  ];
}
