// @ts-check
/**
 * How every script and test starts Chromium: Debian's build (Playwright never downloads one
 * here), with the flags a closed network and a root container need. One list for the browser
 * tests, the bench, Lighthouse and the screenshots.
 */
const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { chromiumExecutable, chromiumArgs };
