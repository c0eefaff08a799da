import fs from 'node:fs';
import path from 'node:path';
import { CommandError } from './context';

/** What `login` keeps: the session (the value of the API's session cookie) and where it is valid. */
export interface SavedSession {
  api: string;
  email: string;
  session: string;
}

/**
 * Writes the session so only its owner can read it: the folder 0700, the file 0600 (also when
 * it existed with a looser mode, which `writeFileSync`'s mode would leave as it was).
 */
export function saveSession(file: string, saved: SavedSession): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${JSON.stringify(saved)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** The saved session for `api`; a missing one, or one for another API, is an error telling what to do. */
export function loadSession(file: string, api: string): SavedSession {
  let saved: Partial<SavedSession>;
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SavedSession>;
  } catch {
    throw new CommandError('Not signed in: run `npm run release -- login` first.');
  }
  if (typeof saved.session !== 'string' || typeof saved.email !== 'string' || saved.api !== api) {
    throw new CommandError(`Not signed in to ${api}: run \`npm run release -- login\` first.`);
  }
  return { api, email: saved.email, session: saved.session };
}

export function removeSession(file: string): void {
  fs.rmSync(file, { force: true });
}
