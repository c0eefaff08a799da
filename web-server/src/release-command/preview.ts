import type { RemoteName } from '@rcm/shared';
import type { CommandContext } from './context';
import type { ReleaseApi } from './release-api';

/**
 * Prints a preview link of release `id` of `remote`: the link alone on the first line, so a
 * script can take it (`| head -n 1`), then until when it works. Whoever opens it sees that
 * release in that browser only, with a banner, until it expires or they leave the preview.
 */
export async function preview(context: CommandContext, api: ReleaseApi, remote: RemoteName, id: string): Promise<void> {
  const { url, expiresAt } = await api.preview(remote, id);
  context.out(url);
  context.out(`Opens the site with ${remote} ${id} in the browser that opens it, until ${expiresAt}.`);
}
