import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { saveFile, SESSION_ENDED_STATUS } from '@rcm/shared';
import { useSessionEnded, useFormToast, useSubmitOnce } from '@rcm/shared/hooks';
import { accountFailureMessage } from '../../lib/appwrite-failure';
import { downloadMyData } from './account-settings';

/** "Download my data": the file the server puts together, saved under the name it gives. */
export function DownloadData() {
  const { busy, submit } = useSubmitOnce();
  const formToast = useFormToast();
  const sessionEnded = useSessionEnded();

  async function download() {
    const result = await downloadMyData();
    if (!result.ok) {
      if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      formToast.error(accountFailureMessage(result));
      return;
    }
    saveFile(result.value.blob, result.value.fileName);
    formToast.success(text.downloaded);
  }

  return (
    <button type="button" className="button button--primary" onClick={() => void submit(download)} disabled={busy} aria-busy={busy}>
      {busy ? text.downloading : text.download}
    </button>
  );
}
