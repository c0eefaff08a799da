// @ts-check
/**
 * One scenario of several releases of marketing held by the web server's remote page loader (its
 * build, web-server/dist), run in a Node process of its own as the server runs: in the test
 * runner's sandbox the remotes' code, evaluated in the process's own context, would see other
 * globals than the loader. Prints what it saw as JSON.
 * Usage: node --expose-gc release-loading-scenarios.cjs <scenario> <store URL> [releases]
 */
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const { createRemotePageLoader } = require('../../dist/federation/remote-page-loader.js');

const [scenario, storeUrl, releaseCount] = process.argv.slice(2);
/** @type {string[]} */
const logs = [];
const log = (/** @type {string} */ message) => logs.push(message);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The release in `folder` of the store; its Node build's own manifest stands in for the browser one that names it. */
async function release(/** @type {string} */ folder) {
  const manifestUrl = `${storeUrl}/${folder}/server/mf-manifest.json`;
  const manifest = await (await fetch(manifestUrl)).json();
  manifest.metaData.ssrRemoteEntry = manifest.metaData.remoteEntry;
  return { manifestUrl, manifest, id: folder };
}

/** @param {ReturnType<typeof createRemotePageLoader>} loader @param {string} folder @param {string} module */
async function render(loader, folder, module) {
  const page = await loader.load(await release(folder), 'marketing', module);
  return page ? renderToString(createElement(page.default)) : `${folder} ${module} not loaded`;
}

/** Every string (keys too) reachable from `value`. @returns {string[]} */
function stringsIn(/** @type {unknown} */ value, seen = new Set(), /** @type {string[]} */ found = []) {
  if (typeof value === 'string') found.push(value);
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return found;
  seen.add(value);
  const entries = value instanceof Map ? [...value.entries()].flat() : Object.entries(value).flat();
  for (const item of entries) stringsIn(item, seen, found);
  return found;
}

/**
 * A weak reference to the release's page component, made in a frame of its own: a variable of
 * the caller's would keep the last one alive.
 * @param {ReturnType<typeof createRemotePageLoader>} loader @param {string} folder
 */
async function weakPage(loader, folder) {
  const page = await loader.load(await release(folder), 'marketing', './Home');
  return page && new WeakRef(page.default);
}

/** What the federation runtime holds per instance: the instances, their share scopes, their module info. */
function federationKeys() {
  const federation = globalThis.__FEDERATION__;
  return {
    instances: federation.__INSTANCES__.map((instance) => instance.options.id || instance.name),
    shareScopes: Object.keys(federation.__SHARE__),
    moduleInfo: Object.keys(federation.moduleInfo),
  };
}

const scenarios = {
  /** About prefetched twice, then rendered: its chunk is fetched before the render asks, and once. */
  async prefetched() {
    /** @type {string[]} */
    const fetched = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    const loader = createRemotePageLoader({ waitMs: 10_000, log });
    const a = await release('a');
    const aboutChunks = () => fetched.filter((url) => /__federation_expose_About/.test(url)).length;
    loader.prefetch(a, 'marketing', './About');
    loader.prefetch(a, 'marketing', './About');
    const deadline = Date.now() + 10_000;
    while (aboutChunks() === 0 && Date.now() < deadline) await sleep(20);
    const fetchedBeforeRender = aboutChunks() > 0;
    const html = await render(loader, 'a', './About');
    return { fetchedBeforeRender, html, aboutChunkFetches: aboutChunks() };
  },

  /** 200 renders, A and B interleaved in batches of 20, of three pages each. */
  async interleaved() {
    const loader = createRemotePageLoader({ waitMs: 10_000, log });
    const modules = ['./Home', './About', './Services'];
    const wrong = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const renders = Array.from({ length: 20 }, async (_, index) => {
        const folder = index % 2 === 0 ? 'a' : 'b';
        const module = modules[(batch + index) % modules.length] ?? './Home';
        const html = await render(loader, folder, module);
        if (html !== `<p>Release ${folder.toUpperCase()} ${module}</p>`) wrong.push(`${folder} ${module}: ${html}`);
      });
      await Promise.all(renders);
    }
    return { wrong };
  },

  /** B is named once, then only A for longer than the idle time. */
  async drop() {
    const loader = createRemotePageLoader({ waitMs: 10_000, idleMs: 300, log });
    const namesB = (/** @type {string} */ text) => text.includes(`${storeUrl}/b/`) || text.includes('test-release-b');
    const renders = [await render(loader, 'a', './Home')];
    const withA = federationKeys();
    renders.push(await render(loader, 'b', './Home'));
    const withAAndB = federationKeys();
    const namingBWhileLoaded = stringsIn(globalThis.__FEDERATION__).filter(namesB).length;
    await sleep(400);
    // Asked for a page it has not loaded yet, after B's idle time: B goes, A serves.
    renders.push(await render(loader, 'a', './Contact'));
    const namingBAfterDrop = stringsIn(globalThis.__FEDERATION__).filter(namesB);
    const afterDrop = federationKeys();
    renders.push(await render(loader, 'a', './Home'), await render(loader, 'b', './About'));
    return { renders, namingBWhileLoaded, namingBAfterDrop, withA, withAAndB, afterDrop };
  },

  /** B's build at an address whose Node entry is gone (b-broken), B, then B's build again at another address (b-twin). */
  async twins() {
    const loader = createRemotePageLoader({ waitMs: 10_000, log });
    const renders = [await render(loader, 'b-broken', './Home'), await render(loader, 'b', './Home')];
    renders.push(await render(loader, 'b-twin', './Home'));
    renders.push(await render(loader, 'b', './About'), await render(loader, 'a', './Home'));
    return { renders };
  },

  /** Releases b-0, b-1, … each loaded, then left for A for 150 ms; the loader's `idleMs` from IDLE_MS. */
  async collected() {
    const gc = /** @type {() => void} */ (globalThis.gc);
    const idleMs = Number(process.env.IDLE_MS);
    const loader = createRemotePageLoader({ waitMs: 10_000, idleMs, log });
    /** @type {Array<WeakRef<object> | undefined>} */
    const pages = [];
    for (let index = 0; index < Number(releaseCount); index += 1) {
      pages.push(await weakPage(loader, `b-${index}`));
      await render(loader, 'a', './Home');
      await sleep(150);
    }
    await render(loader, 'a', './Home');
    for (let round = 0; round < 4; round += 1) {
      gc();
      await sleep(10);
    }
    return { loaded: pages.filter(Boolean).length, alive: pages.filter((ref) => ref?.deref() !== undefined).length };
  },
};

scenarios[/** @type {keyof typeof scenarios} */ (scenario)]().then(
  (result) => process.stdout.write(JSON.stringify({ ...result, logs })),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
