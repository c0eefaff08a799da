import { useCallback, useRef, useState } from 'react';

/** What a submission may answer: `'leaving'` when the page reloads or navigates away after it. */
export type SubmitOutcome = void | 'leaving';

/**
 * A form's "sends once" guard: while one submission is under way, further clicks and Enter
 * presses do nothing (the ref sees them even before React has re-rendered the disabled button).
 * A submission that ends by leaving the page keeps the form busy until it has gone.
 */
export function useSubmitOnce(): { busy: boolean; submit: (work: () => Promise<SubmitOutcome>) => Promise<void> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(async (work: () => Promise<SubmitOutcome>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let outcome: SubmitOutcome = undefined;
    try {
      outcome = await work();
    } finally {
      if (outcome !== 'leaving') {
        running.current = false;
        setBusy(false);
      }
    }
  }, []);
  return { busy, submit };
}
