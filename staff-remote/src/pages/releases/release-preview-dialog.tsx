import { failureMessage, type ReleasePreviewLink, type RemoteName } from '@rcm/shared';
import { useSubmitOnce } from '@rcm/shared/hooks';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConsoleDialog } from '../../components/console-dialog';
import { DialogButtons } from '../../components/dialog-buttons';
import { Field, hintId } from '../../components/field';
import dialogStyles from '../../components/staff-dialog.module.css';
import { needsStepUp, useStepUp } from '../../components/use-step-up';
import { formatDateTime } from '../../lib/format';
import { staffApi } from '../../lib/staff-api';
import { releaseStepUpWords } from './release-change';
import styles from './release-change-dialog.module.css';

export const previewWords = {
  lead: 'A link that opens the site with this release, and a banner saying so, in the browser that opens it, for one hour. Everyone else keeps the live release. Anyone who has the link can open it until then.',
  copied: 'Link copied.',
  copyFailed: 'Could not copy: select the link and copy it.',
} as const;

const expiry = (link: ReleasePreviewLink) => `Works until ${formatDateTime(link.expiresAt)}.`;

interface ReleasePreviewDialogProps {
  remote: RemoteName;
  id: string;
  onClose: () => void;
}

/**
 * Makes a preview link of one release, in the page's confirmation dialog: confirmed first (the
 * link is audited, and wants a fresh second factor as every release change does), then shown
 * with a button that copies it and a link that opens it in a new tab.
 */
export function ReleasePreviewDialog({ remote, id, onClose }: ReleasePreviewDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<ReleasePreviewLink | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [copyStatus, setCopyStatus] = useState('');
  const { busy, submit } = useSubmitOnce();
  const { askCode, stepUpDialog } = useStepUp(releaseStepUpWords);
  const fieldId = useId();

  useEffect(() => form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus(), []);

  // Once made, the link has the focus (and is selected), so it is read out and ready to copy.
  useEffect(() => {
    if (link) linkField.current?.select();
    if (link) linkField.current?.focus();
  }, [link]);

  async function make() {
    setRefusal(undefined);
    const result = await staffApi.previewRelease(remote, id);
    if (!result.ok && needsStepUp(result)) return askCode(() => void submit(make));
    if (!result.ok) return setRefusal(failureMessage(result));
    setLink(result.value);
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus(previewWords.copied);
    } catch {
      setCopyStatus(previewWords.copyFailed);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!link) void submit(make);
  }

  return (
    <>
      <ConsoleDialog
        title={`Preview ${remote} ${id}`}
        lead={previewWords.lead}
        busy={busy}
        onSubmit={handleSubmit}
        onCancel={onClose}
        formRef={form}
      >
        {link ? (
          <>
            <Field id={`${fieldId}-link`} label="Preview link" hint={expiry(link)}>
              <input
                ref={linkField}
                id={`${fieldId}-link`}
                className="field__input"
                readOnly
                value={link.url}
                aria-describedby={hintId(`${fieldId}-link`, expiry(link))}
              />
            </Field>
            <p role="status" className={dialogStyles.lead}>
              {copyStatus}
            </p>
            <div className={dialogStyles.actions}>
              <button type="button" className="button button--primary" onClick={() => void copy(link.url)}>
                Copy link
              </button>
              <a className="button button--secondary" href={link.url} target="_blank" rel="noopener noreferrer">
                Open preview<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <button type="button" className="button button--secondary" onClick={onClose}>
                Close
              </button>
            </div>
          </>
        ) : (
          <>
            {refusal && (
              <p role="alert" className={styles.refusal}>
                {refusal}
              </p>
            )}
            <DialogButtons busy={busy} submit="Make link" busyLabel="Making the link…" cancel="Cancel" onCancel={onClose} />
          </>
        )}
      </ConsoleDialog>
      {stepUpDialog}
    </>
  );
}
