// @ts-check
/**
 * Lighthouse scores (mobile) for one URL. Lighthouse 13 needs Node ≥ 22.19, so it runs under
 * Node 22 fetched from the npm registry for the bench only (`npx -p node@22 -p lighthouse@13`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import chromiumOptions from '../lib/chromium.cjs';

const chromiumFlags = ['--headless=new', ...chromiumOptions.chromiumArgs].join(' ');

/**
 * The four scores, CLS, and the timings the performance score is made of (ms), so a score below
 * its budget says where it lost.
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, cls: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, speedIndexMs: number } | { error: string }} LighthouseResult
 */

/**
 * Lighthouse sometimes fails to record a trace and asks to be run again (e.g. NO_NAVSTART);
 * one more attempt is made before the page is reported as failed.
 * @param {string} url
 * @returns {Promise<LighthouseResult>}
 */
export async function lighthouseScores(url) {
  const first = await lighthouseOnce(url);
  return 'error' in first ? lighthouseOnce(url) : first;
}

/**
 * @param {string} url
 * @returns {Promise<LighthouseResult>}
 */
function lighthouseOnce(url) {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  const args = [
    '--yes',
    '-p',
    'node@22',
    '-p',
    'lighthouse@13',
    '--',
    'lighthouse',
    url,
    `--chrome-path=${chromiumOptions.chromiumExecutable}`,
    `--chrome-flags=${chromiumFlags}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
  ];
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code !== 0 || !fs.existsSync(output)) {
        resolve({ error: `lighthouse exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}` });
        return;
      }
      const report = JSON.parse(fs.readFileSync(output, 'utf8'));
      const score = (/** @type {string} */ id) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const audit = (/** @type {string} */ id) => /** @type {number} */ (report.audits[id]?.numericValue ?? -1);
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: audit('cumulative-layout-shift'),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        speedIndexMs: audit('speed-index'),
      });
    });
  });
}
