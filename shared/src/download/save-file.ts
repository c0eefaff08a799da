/**
 * Hands `file` to the browser as a download named `name` (recovery codes, a CSV export, the
 * account's data). The object URL is revoked a little later: revoking it at once can cancel
 * the download in some browsers.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
