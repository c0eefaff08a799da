// @ts-check
/**
 * `node scripts/screenshots.mjs [base-url]`: full-page screenshots of every page at desktop
 * (1280 px) and phone (390 px) width, into screenshots/, from a running site (`npm start`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from './lib/apps.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = path.join(repoRoot, 'screenshots');
const pages = ['/', '/about', '/services', '/contact', '/privacy', '/terms', '/login', '/profile', '/no-such-page'];
const widths = [1280, 390];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 } });
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    const name = `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
