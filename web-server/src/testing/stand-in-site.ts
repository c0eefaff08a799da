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
