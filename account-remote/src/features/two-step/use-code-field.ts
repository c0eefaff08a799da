import { useFormFeedback, type FormToast } from '@rcm/shared/hooks';
import { useRef, useState } from 'react';

/**
 * A two-step code form's one field: what is typed, the form's feedback (its one toast, shared
 * with the section when given), the field's error (typing again takes its mark away) and the
 * input, for the form to focus. `field` is what the form's `TextField` takes besides its label.
 */
export function useCodeField(formToast?: FormToast) {
  const [code, setCode] = useState('');
  const feedback = useFormFeedback<'code'>(null, formToast);
  const input = useRef<HTMLInputElement>(null);
  const { error } = feedback.fieldError('code');
  const field = {
    value: code,
    ref: input,
    error,
    onValueChange: (value: string) => {
      setCode(value);
      feedback.clear();
    },
  };
  return { code, setCode, feedback, input, error, field };
}
