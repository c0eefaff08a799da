import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A folder of files for one test file, removed after it. */
export function tempDir(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-server-test-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
