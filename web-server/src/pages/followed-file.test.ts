import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { followedFile } from './followed-file';

test('a file dated just now or in the future is read once, not at every call, without recheckForMs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'followed-file-'));
  try {
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, '<html></html>');
    const future = new Date(Date.now() + 60_000);
    fs.utimesSync(file, future, future);
    const read = jest.fn((name: string) => fs.readFileSync(name, 'utf8'));
    const current = followedFile(file, read);
    expect(current().value).toBe('<html></html>');
    expect(current().value).toBe('<html></html>');
    expect(read).toHaveBeenCalledTimes(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
