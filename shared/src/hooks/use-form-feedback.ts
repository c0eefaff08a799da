import type { FieldProblem } from '@rcm/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';

/** A field's error: the inline message, and what its control carries (marked and described by it). */
export interface FieldErrorView {
  /** The spec's message for this field, or undefined while the field is fine. */
  error: string | undefined;
  /** The id the form gives the element showing `error`. */
  errorId: string;
  control: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

export interface FormFeedback<Field extends string> {
  /** A rule the form broke: the spec's toast, and the field marked with the same message beside it. */
  refuse: (problem: FieldProblem<Field>) => void;
  /** A failure no field is to blame for (the server refused or could not be reached). */
  fail: (message: string) => void;
  /** Success: its toast takes the error toast's place and every field error goes. */
  succeed: (message: string) => void;
  /** The visitor changed what was refused (typed again, chose another way): the field's mark goes, the toast stays. */
  clear: () => void;
  /** The field's error view; `hintId` is what else describes the control (its hint), if anything. */
  fieldError: (field: Field, hintId?: string) => FieldErrorView;
}

/** A form's one toast: a new message takes the place of the one still showing (WEB-2). */
export interface FormToast {
  error: (message: string) => void;
  success: (message: string) => void;
}

/**
 * One toast per form at a time, replaced instead of stacked; for a form that marks its fields
 * itself. Forms with one problem at a time use `useFormFeedback`, which marks the field too.
 */
export function useFormToast(): FormToast {
  const formId = useId();
  const shown = useRef(0);
  return useMemo(() => {
    const show = (type: 'error' | 'success', message: string) => {
      const showing = `form-toast${formId}-${shown.current}`;
      // `delay: undefined` makes react-toastify update at once (it defers by 100 ms otherwise),
      // so the toast cannot start closing between this check and the update.
      if (toast.isActive(showing)) toast.update(showing, { render: message, type, delay: undefined });
      // A toast that is closing keeps its id until its exit animation ends and swallows a new
      // toast with that id, so each new toast gets an id of its own.
      else toast[type](message, { toastId: `form-toast${formId}-${++shown.current}` });
    };
    return { error: (message) => show('error', message), success: (message) => show('success', message) };
  }, [formId]);
}

/**
 * One form's feedback: its one toast (`useFormToast`), and the field in error marked
 * (`aria-invalid`) and described next to it, so the message stays where the visitor is typing
 * after the toast has gone (or while a toast covers the field on a phone).
 * `initial` marks a field from the start: the problem the server found in a form posted
 * before JavaScript ran. `shared` is the toast of a section whose steps are forms of their own
 * (two-step verification's setup, codes and confirmation), so that one toast serves them all.
 */
export function useFormFeedback<Field extends string>(initial: FieldProblem<Field> | null = null, shared?: FormToast): FormFeedback<Field> {
  const formId = useId();
  const own = useFormToast();
  const formToast = shared ?? own;
  // `initial`: the problem the server found in the form posted before JavaScript ran.
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(initial);

  return useMemo(
    () => ({
      refuse: (found) => {
        setProblem(found);
        formToast.error(found.message);
      },
      fail: (message) => {
        setProblem(null);
        formToast.error(message);
      },
      succeed: (message) => {
        setProblem(null);
        formToast.success(message);
      },
      clear: () => setProblem(null),
      fieldError: (field, hintId) => {
        const error = problem?.field === field ? problem.message : undefined;
        const errorId = `${formId}-${field}-error`;
        const describedBy = [hintId, error && errorId].filter(Boolean).join(' ');
        return { error, errorId, control: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } };
      },
    }),
    [formId, formToast, problem],
  );
}
