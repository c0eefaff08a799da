import { pageFolderOf, remoteModules } from '@rcm/shared';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * Builds a release of marketing's Node build with the project's own config
 * (tooling/webpack/server-build-config.cjs) and federation build version `buildVersion`, from
 * pages of a few lines each that render "<text> <module>": a release whose every page says
 * which release it is, built in seconds. Its files go to `<outputDir>/server/`.
 */
export async function buildMarketingRelease(sourceDir: string, outputDir: string, text: string, buildVersion: string): Promise<void> {
  for (const module of remoteModules.marketing) {
    const file = path.join(sourceDir, 'src/pages', pageFolderOf(module), 'index.ts');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `import { createElement } from 'react';\nexport default function Page() { return createElement('p', null, ${JSON.stringify(`${text} ${module}`)}); }\n`,
    );
  }
  const nodeModules = path.join(repoRoot, 'node_modules');
  // The sources are outside the repository: packages and loaders come from its node_modules.
  fs.writeFileSync(
    path.join(sourceDir, 'webpack.config.cjs'),
    `const { remoteServerConfig } = require(${JSON.stringify(path.join(repoRoot, 'tooling/webpack/server-build-config.cjs'))});
const config = remoteServerConfig({ appDir: __dirname, cssPrefix: 'mkt' }, 'marketing', ${JSON.stringify(outputDir)});
module.exports = {
  ...config,
  resolve: { ...config.resolve, modules: ['node_modules', ${JSON.stringify(nodeModules)}] },
  resolveLoader: { modules: [${JSON.stringify(nodeModules)}] },
};
`,
  );
  await promisify(execFile)(process.execPath, [path.join(nodeModules, 'webpack/bin/webpack.js'), '--config', 'webpack.config.cjs'], {
    cwd: sourceDir,
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: buildVersion },
  });
}
