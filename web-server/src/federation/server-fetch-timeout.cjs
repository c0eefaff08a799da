// @ts-check
/**
 * A federation runtime plugin for a remote's Node build: every chunk the shell's server fetches
 * from the remote gets a timeout and must answer 2xx (the Node runtime would otherwise wait for
 * ever and evaluate any body, an error page included). The server gives the manifest and the
 * entry the same treatment with its own plugin.
 */
const TIMEOUT_MS = 2000;

module.exports = function serverFetchTimeout() {
  return {
    name: 'rcm-server-fetch-timeout',
    /** @param {string} url @param {RequestInit} [init] */
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: init?.signal ?? AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
  };
};
