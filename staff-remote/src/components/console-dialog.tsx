import { useEffect, useId, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import dialogStyles from './staff-dialog.module.css';

interface ConsoleDialogProps {
  title: ReactNode;
  /** What the dialog is about, read with its name (its accessible description). */
  lead?: ReactNode;
  /** While its form is sent: Escape does nothing, and the form says it is busy. */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Escape, when not busy. */
  onCancel: () => void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The console's modal dialog (the step-up code, a release change, a preview link): shown modal
 * when it mounts (the page behind is inert) and closed when it unmounts, named by its title,
 * with one form. The component that renders it moves the focus in its own effect, which runs
 * after this one has shown the dialog.
 */
export function ConsoleDialog({ title, lead, busy, onSubmit, onCancel, formRef, children }: ConsoleDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`modal-dialog ${dialogStyles.dialog}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={lead === undefined ? undefined : `${id}-lead`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form ref={formRef} className={dialogStyles.panel} noValidate aria-busy={busy} onSubmit={onSubmit}>
        <h2 id={`${id}-title`} className={dialogStyles.title}>
          {title}
        </h2>
        {lead !== undefined && (
          <p id={`${id}-lead`} className={dialogStyles.lead}>
            {lead}
          </p>
        )}
        {children}
      </form>
    </dialog>
  );
}
