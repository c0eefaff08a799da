/** The built shell's page, reduced to what the shell's server fills in. */
export const STAND_IN_INDEX_HTML = '<!doctype html><html lang=en><head><title>Built</title></head><body><div id=root></div></body></html>';

/** A runtime config file whose remotes nothing answers for (the tests look at the config pages are served with). */
export const STAND_IN_RUNTIME_CONFIG = JSON.stringify({
  remotes: {
    marketing: 'http://127.0.0.1:9/mf-manifest.json',
    account: 'http://127.0.0.1:9/a/mf-manifest.json',
    staff: 'http://127.0.0.1:9/s/mf-manifest.json',
  },
  backendUrl: 'https://api.example',
  appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
});

const exampleConfig = {
  remotes: {
    marketing: 'https://m.example/mf-manifest.json',
    account: 'https://a.example/mf-manifest.json',
    staff: 'https://s.example/mf-manifest.json',
  },
  backendUrl: 'https://api.example',
  appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
};

/** A site config as read from the runtime config file, its remotes at example addresses. */
export const EXAMPLE_SITE = { config: exampleConfig, json: JSON.stringify(exampleConfig) };
