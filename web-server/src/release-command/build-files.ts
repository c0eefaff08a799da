import fs from 'node:fs';
import path from 'node:path';
import { CommandError } from './context';
import type { FederationContract, RemoteManifest } from './compatibility';

/** The file the shell's build emits next to its pages (tooling/webpack/federation-contract-plugin.cjs). */
export const FEDERATION_CONTRACT_FILE = 'federation-contract.json';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsed(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CommandError(`${where} is not JSON.`);
  }
}

export function federationContractOf(text: string, where: string): FederationContract {
  const contract = parsed(text, where);
  const valid =
    isObject(contract) &&
    Object.values(contract).every(
      (entry) => isObject(entry) && typeof entry.version === 'string' && typeof entry.requiredVersion === 'string',
    );
  if (!valid) throw new CommandError(`${where} is not a shell's federation contract (name → { version, requiredVersion }).`);
  return contract as FederationContract;
}

/**
 * The live shell's contract: the copy the site serves at `<shell url>/federation-contract.json`,
 * else the one in the checkout's `shell/dist/` (the shell as built here).
 */
export async function loadFederationContract(root: string, shellUrl: string | undefined): Promise<FederationContract> {
  if (!shellUrl) {
    const file = path.join(root, 'shell', 'dist', FEDERATION_CONTRACT_FILE);
    if (!fs.existsSync(file)) throw new CommandError(`${file} is missing: build the shell, or name the live site with --shell <url>.`);
    return federationContractOf(fs.readFileSync(file, 'utf8'), file);
  }
  const url = new URL(FEDERATION_CONTRACT_FILE, shellUrl.endsWith('/') ? shellUrl : `${shellUrl}/`).href;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new CommandError(`No answer from ${url}.`);
  }
  if (!response.ok) throw new CommandError(`${url} answered HTTP ${response.status}.`);
  return federationContractOf(await response.text(), url);
}

/** The build's `mf-manifest.json`, read as far as the release needs it. */
export function loadRemoteManifest(dist: string): RemoteManifest {
  const file = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new CommandError(`${file} is missing: build the remote first.`);
  const manifest = parsed(fs.readFileSync(file, 'utf8'), file);
  if (!isObject(manifest) || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared)) {
    throw new CommandError(`${file} is not a Module Federation manifest (no exposes or shared).`);
  }
  return manifest as unknown as RemoteManifest;
}
