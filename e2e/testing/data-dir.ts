import path from 'node:path';

/** Where the browser tests' backend keeps its embedded database (playwright.config.ts starts it there). */
export const e2eDataDir = path.join(__dirname, '../.artifacts/data');
