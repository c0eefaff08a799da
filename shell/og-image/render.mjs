// Renders og-image.svg to shell/public/og-image.png at 1200×630 (the size link previews ask for),
// and the favicon (public/favicon.svg) to public/favicon.ico (a 48 px PNG in an ICO, for the
// clients that ask for /favicon.ico), with the Chromium the browser tests use. Run after
// editing either SVG: `node shell/og-image/render.mjs`. Both are committed, so building the
// site needs no browser.
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromiumArgs, chromiumExecutable } = createRequire(import.meta.url)('../../scripts/lib/chromium.cjs');
const svg = fs.readFileSync(path.join(here, 'og-image.svg'), 'utf8');
const publicDir = path.join(here, '../public');

/** An ICO holding one PNG (the format every current browser reads). */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // where the PNG starts
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: path.join(publicDir, 'og-image.png'), clip: { x: 0, y: 0, width: 1200, height: 630 } });
  const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').replace('<svg ', '<svg width="48" height="48" ');
  await page.setViewportSize({ width: 48, height: 48 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${favicon}</body></html>`);
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 48, height: 48 }, omitBackground: true });
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(png, 48));
} finally {
  await browser.close();
}
