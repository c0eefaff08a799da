// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { publicFiles } = require('./copy-public-plugin.cjs');

test('publishes the plain files of public/, never a dotfile or a folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  for (const name of ['favicon.svg', '.env', '.DS_Store']) fs.writeFileSync(path.join(dir, name), 'x');
  fs.mkdirSync(path.join(dir, 'nested'));
  try {
    expect(publicFiles(dir)).toEqual(['favicon.svg']);
    expect(publicFiles(path.join(dir, 'missing'))).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
