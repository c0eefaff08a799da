// @ts-check
/**
 * A federation runtime plugin for a remote's Node build: its chunks come from the folder its
 * entry was fetched from, which the shell's server passes when it initialises the container
 * (`releaseBaseUrl`, see node-entry-plugin.ts). The build cannot know that address (a release
 * is built once and served from wherever the store is), so its publicPath is ''; and with ''
 * the Node runtime finds a chunk's URL by searching every federation instance in the process
 * for the first remote of that name — with two releases of one remote loaded, maybe the other
 * release's.
 */
module.exports = function releasePublicPath() {
  return {
    name: 'rcm-release-public-path',
    /** @param {{ userOptions: { releaseBaseUrl?: unknown } }} args */
    beforeInit(args) {
      // Also called when the container starts, before the server has passed anything.
      if (typeof args.userOptions.releaseBaseUrl === 'string') {
        // webpack's variable for this build's publicPath (`__webpack_require__.p`), set at run time.
        // @ts-expect-error not declared for plain JavaScript
        __webpack_public_path__ = args.userOptions.releaseBaseUrl; // eslint-disable-line no-undef
      }
      return args;
    },
  };
};
