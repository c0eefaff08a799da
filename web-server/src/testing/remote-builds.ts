import { pageFolderOf, remoteModules } from '@rcm/shared';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(__dirname, '../../..');
const nodeModules = path.join(repoRoot, 'node_modules');

/** Marketing's pages in `sourceDir`, a few lines each, rendering "<text> <module>". */
function writeMarketingPages(sourceDir: string, text: string): void {
  for (const module of remoteModules.marketing) {
    const file = path.join(sourceDir, 'src/pages', pageFolderOf(module), 'index.ts');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `import { createElement } from 'react';\nexport default function Page() { return createElement('p', null, ${JSON.stringify(`${text} ${module}`)}); }\n`,
    );
  }
}

/**
 * Runs webpack in `sourceDir` on the config `configExpression` makes (a CommonJS expression
 * that may use `require`). The sources are outside the repository: packages and loaders come
 * from `sourceDir/node_modules` first (a test's own package), then the repository's.
 */
async function runWebpack(sourceDir: string, configExpression: string, env: Record<string, string>): Promise<void> {
  fs.writeFileSync(
    path.join(sourceDir, 'webpack.config.cjs'),
    `const config = ${configExpression};
module.exports = {
  ...config,
  resolve: { ...config.resolve, modules: ['node_modules', ${JSON.stringify(nodeModules)}] },
  resolveLoader: { modules: [${JSON.stringify(nodeModules)}] },
};
`,
  );
  await promisify(execFile)(process.execPath, [path.join(nodeModules, 'webpack/bin/webpack.js'), '--config', 'webpack.config.cjs'], {
    cwd: sourceDir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
}

/**
 * Builds a release of marketing's Node build with the project's own config
 * (tooling/webpack/server-build-config.cjs) and federation build version `buildVersion`, from
 * pages of a few lines each that render "<text> <module>": a release whose every page says
 * which release it is, built in seconds. Its files go to `<outputDir>/server/`.
 */
export async function buildMarketingRelease(sourceDir: string, outputDir: string, text: string, buildVersion: string): Promise<void> {
  writeMarketingPages(sourceDir, text);
  const serverConfig = path.join(repoRoot, 'tooling/webpack/server-build-config.cjs');
  await runWebpack(
    sourceDir,
    `require(${JSON.stringify(serverConfig)}).remoteServerConfig({ appDir: __dirname, cssPrefix: 'mkt' }, 'marketing', ${JSON.stringify(outputDir)})`,
    { MF_BUILD_VERSION: buildVersion },
  );
}

/**
 * Builds marketing's browser build (its `mf-manifest.json` and chunks, what `publish` reads) with
 * the project's own config (tooling/webpack/create-app-config.cjs) into `outputDir`, from pages
 * of a few lines each; `packages` are put in the source's own node_modules first (name → files,
 * e.g. a `react` of another version), so the build is made against them.
 */
export async function buildMarketingBrowserRelease(
  sourceDir: string,
  outputDir: string,
  packages: Record<string, Record<string, string>> = {},
): Promise<void> {
  writeMarketingPages(sourceDir, 'Release');
  fs.writeFileSync(path.join(sourceDir, 'src/index.ts'), 'export {};\n');
  for (const [name, files] of Object.entries(packages)) {
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.join(sourceDir, 'node_modules', name), { recursive: true });
      fs.writeFileSync(path.join(sourceDir, 'node_modules', name, file), content);
    }
  }
  const appConfig = path.join(repoRoot, 'tooling/webpack/create-app-config.cjs');
  await runWebpack(
    sourceDir,
    `require(${JSON.stringify(appConfig)}).createAppConfig({ appDir: __dirname, cssPrefix: 'mkt', remote: 'marketing' })({ outputDir: ${JSON.stringify(outputDir)} }, { mode: 'production' })`,
    {},
  );
}
