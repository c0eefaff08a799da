import { EXPORT_ROW_COUNT_HEADER, failureMessage, fileNameOf, saveFile, SESSION_ENDED_STATUS } from '@rcm/shared';
import { twoStepMessages } from '@rcm/shared/account-texts';
import { useSessionEnded } from '@rcm/shared/hooks';
import { useEffect, useRef, useState } from 'react';
import { formatCount } from '../../lib/format';
import { staffDownload } from '../../lib/staff-api';
import { needsStepUp, useStepUp } from '../../components/use-step-up';
import styles from './export-button.module.css';

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; rows: number; total: number }
  | { status: 'done'; total: number }
  | { status: 'failed'; message: string };

const LINE_FEED = 0x0a;
const INTERRUPTED = 'The export was interrupted. Please check your connection and try again.';
const stepUpWords = { title: twoStepMessages.stepUpTitle, submit: twoStepMessages.stepUpSubmit };

/** Line feeds in a chunk: one per record (a note with line breaks counts a few too many, so progress is capped). */
function lineFeeds(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === LINE_FEED) count += 1;
  return count;
}

interface ExportButtonProps {
  /** What is exported, e.g. "enquiries". */
  what: string;
  /** The export's path under /staff, e.g. `exports/enquiries.csv`. */
  path: string;
  query?: Readonly<Record<string, string | undefined>>;
}

/**
 * Downloads a CSV export, showing how far it has got: the server announces the number of rows
 * and streams them, and the page counts them as they arrive. An export wants a code given in
 * the last 5 minutes (the API's 403 `user_mfa_step_up_required`): a dialog asks for one, then
 * the export runs again.
 */
export function ExportButton({ what, path, query = {} }: ExportButtonProps) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const { askCode, askingCode, stepUpDialog } = useStepUp(stepUpWords);
  const button = useRef<HTMLButtonElement>(null);
  const sessionEnded = useSessionEnded();

  async function run() {
    setState({ status: 'running', rows: 0, total: 0 });
    try {
      const result = await staffDownload(path, query);
      if (!result.ok) {
        if (needsStepUp(result)) {
          setState({ status: 'idle' });
          askCode(() => void run());
        } else if (result.status === SESSION_ENDED_STATUS) sessionEnded(result);
        else
          setState({
            status: 'failed',
            message: result.unreachable ? INTERRUPTED : failureMessage(result, 'The export failed. Please try again.'),
          });
        return;
      }
      const response = result.value;
      if (!response.body) throw new Error('no body');
      const total = Number(response.headers.get(EXPORT_ROW_COUNT_HEADER) ?? 0);
      const reader = response.body.getReader();
      const parts: BlobPart[] = [];
      let rows = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        rows += lineFeeds(value);
        // The first line is the header.
        setState({ status: 'running', rows: Math.min(Math.max(rows - 1, 0), total), total });
      }
      saveFile(new Blob(parts, { type: 'text/csv;charset=utf-8' }), fileNameOf(response, `${what}.csv`));
      setState({ status: 'done', total });
    } catch {
      setState({ status: 'failed', message: INTERRUPTED });
    }
  }

  // Once the dialog has closed (while it is open, the page behind it is inert), the focus goes back to the button.
  const dialogWasOpen = useRef(false);
  useEffect(() => {
    if (dialogWasOpen.current && !askingCode) button.current?.focus();
    dialogWasOpen.current = askingCode;
  }, [askingCode]);

  const running = state.status === 'running';
  return (
    <div className={styles.export}>
      {stepUpDialog}
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        onClick={() => void run()}
        disabled={running}
        aria-describedby={`export-${what}-status`}
      >
        {running ? 'Exporting…' : `Export ${what} (CSV)`}
      </button>
      <div id={`export-${what}-status`} role="status" className={styles.status}>
        {running && (
          <>
            <progress max={state.total || 1} value={state.rows} aria-label={`Exporting ${what}`} />
            <span>
              {formatCount(state.rows)} of {formatCount(state.total)} rows
            </span>
          </>
        )}
        {state.status === 'done' && <span>Exported {formatCount(state.total)} rows.</span>}
        {state.status === 'failed' && <span className={styles.failed}>{state.message}</span>}
      </div>
    </div>
  );
}
