// @ts-check
/**
 * The layering rules (eslint.layering.mjs) fail on a planted violation of each: the source is
 * linted as if it were a file at that path, and never written, so nothing is left to remove.
 * Each case also lints the same file with the planted import taken out, which must be clean:
 * a rule that fired on everything would pass the first half alone.
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** @typedef {{ ruleId: string | null, message: string }} Problem */
/** @type {Map<string, Problem[]>} */
const linted = new Map();
const key = (/** @type {string} */ file, /** @type {string} */ code) => `${file}\n${code}`;

/** What ESLint finds in `code` as the file `file` (a path from the repository's root); linted in beforeAll. */
function problemsOf(/** @type {string} */ file, /** @type {string} */ code) {
  const problems = linted.get(key(file, code));
  if (!problems) throw new Error(`${file} was not linted`);
  return problems;
}

const cases = [
  {
    rule: "another workspace's src/ through its package name",
    file: 'e2e/testing/planted.ts',
    planted: "import { buildApp } from '@rcm/backend/src/app';\nexport const build = buildApp;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
    message: /not its src\/ or dist\//,
  },
  {
    rule: "another workspace's dist/ through its package name",
    file: 'scripts/soak/planted.mjs',
    planted: "import { sqliteDriver } from '@rcm/backend/dist/db/sqlite-driver.js';\nexport const driver = sqliteDriver;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
    message: /not its src\/ or dist\//,
  },
  {
    rule: "another workspace's source by a relative path",
    file: 'e2e/testing/planted.ts',
    planted: "import { sqliteDriver } from '../../backend/src/db/sqlite-driver';\nexport const driver = sqliteDriver;\n",
    ruleId: 'import-x/no-relative-packages',
    message: /Relative import from another package is not allowed/,
  },
  {
    rule: 'a remote importing another remote by a relative path',
    file: 'account-remote/src/pages/profile/planted.ts',
    planted: "import ContactPage from '../../../../marketing-remote/src/pages/contact/contact-page';\nexport const page = ContactPage;\n",
    ruleId: 'import-x/no-relative-packages',
    message: /Relative import from another package is not allowed/,
  },
  {
    rule: 'a remote importing another remote by its package name',
    file: 'staff-remote/src/pages/inbox/planted.ts',
    planted: "import '@rcm/account-remote';\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
    message: /import no workspace but @rcm\/shared/,
  },
  {
    rule: 'a remote loading another remote through federation',
    file: 'marketing-remote/src/pages/home/planted.ts',
    planted: "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const load = loadRemote;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
    message: /Only the shell loads remotes/,
  },
  {
    rule: 'a server importing another workspace',
    file: 'backend/src/routes/planted.ts',
    planted: "import { createShellServer } from '@rcm/web-server';\nexport const create = createShellServer;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
    message: /import no workspace but @rcm\/shared/,
  },
  {
    rule: 'a feature importing another feature',
    file: 'account-remote/src/features/auth/planted.ts',
    planted: "import { subscribe } from '../subscription/subscribe';\nexport const go = subscribe;\n",
    ruleId: 'import-x/no-restricted-paths',
    message: /A feature does not import another feature/,
  },
  {
    rule: 'a feature importing a page',
    file: 'staff-remote/src/features/enquiries/planted.ts',
    planted: "import InboxPage from '../../pages/inbox/inbox-page';\nexport const page = InboxPage;\n",
    ruleId: 'import-x/no-restricted-paths',
    message: /A feature does not import a page/,
  },
  {
    rule: 'lib/ importing a feature',
    file: 'account-remote/src/lib/planted.ts',
    planted: "import { logOut } from '../features/auth/log-out';\nexport const out = logOut;\n",
    ruleId: 'import-x/no-restricted-paths',
    message: /import neither/,
  },
  {
    rule: "React at run time in @rcm/shared's main entry",
    file: 'shared/src/catalog/planted.ts',
    planted: "import { useState } from 'react';\nexport const hook = useState;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
    message: /React at run time belongs in @rcm\/shared\/hooks/,
  },
  {
    rule: "JSX in @rcm/shared's main entry",
    file: 'shared/src/catalog/planted.tsx',
    planted: 'export const Badge = () => <b>Gold</b>;\n',
    ruleId: 'no-restricted-syntax',
    message: /React at run time belongs in @rcm\/shared\/hooks/,
  },
];

const clean = 'export const planted = 1;\n';

/** @type {Array<[string, string, string]>} */
const allowed = [
  [
    'a type import of React in the main entry',
    'shared/src/contracts/planted.ts',
    "import type { ReactNode } from 'react';\nexport type Slot = ReactNode;\n",
  ],
  ['React in @rcm/shared/hooks', 'shared/src/hooks/planted.ts', "import { useState } from 'react';\nexport const hook = useState;\n"],
  [
    'a remote using @rcm/shared',
    'account-remote/src/pages/profile/planted.ts',
    "import { toastMessages } from '@rcm/shared';\nexport const texts = toastMessages;\n",
  ],
  [
    'a feature using lib/ and components/',
    'account-remote/src/features/auth/planted.ts',
    "import { appwriteFailure } from '../../lib/appwrite-failure';\nexport const failure = appwriteFailure;\n",
  ],
  [
    'a page using features',
    'account-remote/src/pages/profile/planted.ts',
    "import { logOut } from '../../features/auth/log-out';\nexport const out = logOut;\n",
  ],
  [
    "the browser tests using the backend's database entry",
    'e2e/testing/planted.ts',
    "import { sqliteDriver } from '@rcm/backend/database';\nexport const driver = sqliteDriver;\n",
  ],
];

beforeAll(() => {
  const sources = [
    ...cases.flatMap(({ file, planted }) => [
      { file, code: `${planted}${clean}` },
      { file, code: clean },
    ]),
    ...allowed.map(([, file, code]) => ({ file, code })),
  ];
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], {
    input: JSON.stringify(sources),
    encoding: 'utf8',
  });
  /** @type {Problem[][]} */
  const results = JSON.parse(output);
  sources.forEach(({ file, code }, index) => linted.set(key(file, code), results[index] ?? []));
}, 120_000);

describe('each layering rule fails on a planted violation, and not without it', () => {
  it.each(cases)('$rule ($file)', ({ file, planted, ruleId, message }) => {
    expect(problemsOf(file, `${planted}${clean}`)).toEqual([{ ruleId, message: expect.stringMatching(message) }]);
    expect(problemsOf(file, clean)).toEqual([]);
  });
});

describe('what the rules allow', () => {
  it.each(allowed)('%s', (_name, file, code) => {
    expect(problemsOf(file, code)).toEqual([]);
  });
});
