import type { FieldProblem } from '@rcm/shared';
import { useId, useMemo, useState } from 'react';
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
  const toastId = `form-toast${useId()}`;
  return useMemo(() => {
    // react-toastify ignores a second toast with a showing toast's id, so that one is updated.
    const show = (type: 'error' | 'success', message: string) => {
      if (toast.isActive(toastId)) toast.update(toastId, { render: message, type });
      else toast[type](message, { toastId });
    };
    return { error: (message) => show('error', message), success: (message) => show('success', message) };
  }, [toastId]);
}

/**
 * One form's feedback: its one toast (`useFormToast`), and the field in error marked
 * (`aria-invalid`) and described next to it, so the message stays where the visitor is typing
 * after the toast has gone (or while a toast covers the field on a phone).
 */
export function useFormFeedback<Field extends string>(): FormFeedback<Field> {
  const formId = useId();
  const formToast = useFormToast();
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);

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
