import { STAFF_STEP_UP_ERROR_TYPE, type ApiFailure } from '@rcm/shared';
import { useState, type ReactNode } from 'react';
import { StepUpDialog, type StepUpWords } from './step-up-dialog';

/** Whether the API refused for want of a second factor given in the last 5 minutes (exports, release changes). */
export function needsStepUp(failure: ApiFailure): boolean {
  return failure.status === 403 && failure.type === STAFF_STEP_UP_ERROR_TYPE;
}

/**
 * The one way the console answers a step-up refusal: `askCode(retry)` opens the code dialog
 * (render `stepUpDialog` where the caller renders its own UI), and once a right code is given,
 * the dialog closes and `retry` sends what was refused again; cancelling sends nothing.
 */
export function useStepUp(words: StepUpWords): { askCode: (retry: () => void) => void; askingCode: boolean; stepUpDialog: ReactNode } {
  // Held in an object: a function given to setState would be called as an updater.
  const [pending, setPending] = useState<{ retry: () => void } | null>(null);
  const stepUpDialog = pending && (
    <StepUpDialog
      words={words}
      onConfirmed={() => {
        setPending(null);
        pending.retry();
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { askCode: (retry) => setPending({ retry }), askingCode: pending !== null, stepUpDialog };
}
