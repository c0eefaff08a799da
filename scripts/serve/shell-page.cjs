// @ts-check
/**
 * The shell's index.html as its server sends it: the runtime config inlined and preload hints
 * for every file the requested page needs from its remote, so the browser fetches the shell's
 * bundle and the page's remote files at once instead of one after the other (config, then
 * manifest, then remote entry, then the page's chunks).
 */
const fs = require('node:fs');
const { INLINE_RUNTIME_CONFIG_ID, parseRuntimeConfig, remoteRouteAt } = require('@rcm/shared');
const { exposedModuleFiles } = require('./remote-manifests.cjs');

/** Escapes what could end the data block or open markup (`<`, `>`, `&`, U+2028/2029). */
function jsonForHtml(/** @type {unknown} */ value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const escapeAttribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * @typedef {object} ShellPageInput
 * @property {string} template the built index.html
 * @property {string} pathname the requested path
 * @property {import('@rcm/shared').RuntimeConfig} config
 * @property {(url: string) => Promise<import('./remote-manifests.cjs').RemoteManifest | undefined>} readManifest
 */

/**
 * The hints for the page at `pathname`: its remote's manifest (fetched by the runtime), its
 * entry and the page's scripts and stylesheets, exactly as the federation runtime requests them.
 * @param {ShellPageInput} input
 * @returns {Promise<string[]>}
 */
async function preloadTags({ pathname, config, readManifest }) {
  const route = remoteRouteAt(pathname);
  if (!route) return [];
  const manifestUrl = config.remotes[route.remote];
  const tags = [`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  const manifest = await readManifest(manifestUrl);
  const files = manifest && exposedModuleFiles(manifest, manifestUrl, route.module);
  if (!files) return tags;
  for (const css of files.css) tags.push(`<link rel="preload" href="${escapeAttribute(css)}" as="style">`);
  for (const js of [files.entry, ...files.js]) tags.push(`<link rel="preload" href="${escapeAttribute(js)}" as="script">`);
  return tags;
}

/**
 * @param {ShellPageInput} input
 * @returns {Promise<string>}
 */
async function renderShellPage(input) {
  const tags = [
    // A data block, not a script: it runs nothing, so the CSP needs no exception for it.
    `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${jsonForHtml(input.config)}</script>`,
    ...(await preloadTags(input)),
  ];
  return input.template.replace('</head>', `${tags.join('')}</head>`);
}

/**
 * Renders the shell's page from files read on every request, so a new shell build or an
 * operator's edit of the runtime config takes effect without a restart. If the config cannot
 * be read, the page is sent as built and the shell reports the problem itself.
 * @param {{ templateFile: string, runtimeConfigFile: string, readManifest: ShellPageInput['readManifest'] }} options
 * @returns {(pathname: string) => Promise<string>}
 */
function createShellPageRenderer({ templateFile, runtimeConfigFile, readManifest }) {
  return async (pathname) => {
    const template = await fs.promises.readFile(templateFile, 'utf8');
    let config;
    try {
      config = parseRuntimeConfig(JSON.parse(await fs.promises.readFile(runtimeConfigFile, 'utf8')));
    } catch {
      return template;
    }
    return renderShellPage({ template, pathname, config, readManifest });
  };
}

module.exports = { renderShellPage, createShellPageRenderer };
