import {
  backendClient,
  emptyContactEnquiry,
  failureMessage,
  toastMessages,
  validateContactForm,
  type ContactEnquiry,
  type ContactField,
} from '@rcm/shared';
import { useFormFeedback, useSubmitOnce, type FieldErrorView } from '@rcm/shared/hooks';
import { useId, useRef, useState, type FormEvent } from 'react';
import { contactFieldViews, type ContactFieldView } from './contact-fields';
import styles from './contact-form.module.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The spec's "Send Us A Message" form: its fields, rules and messages, sent to the backend. */
export function ContactForm() {
  const [enquiry, setEnquiry] = useState<ContactEnquiry>(emptyContactEnquiry);
  const { busy: sending, submit } = useSubmitOnce();
  const feedback = useFormFeedback<ContactField>();
  const controls = useRef(new Map<ContactField, Control>());
  const idPrefix = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(async () => {
      const problem = validateContactForm(enquiry);
      if (problem) {
        feedback.refuse(problem);
        controls.current.get(problem.field)?.focus();
        return;
      }
      const result = await backendClient().sendContactEnquiry(enquiry);
      if (!result.ok) {
        feedback.fail(failureMessage(result));
        return;
      }
      feedback.succeed(toastMessages.contactReceived);
      setEnquiry(emptyContactEnquiry());
    });
  }

  const renderControl = ({ rule, ...spec }: ContactFieldView, id: string, errorMarks: FieldErrorView['control']) => {
    const common = {
      id,
      name: rule.field,
      className: 'field__input',
      value: enquiry[rule.field],
      maxLength: rule.maxLength,
      'aria-required': spec.showsAsterisk || undefined,
      ...errorMarks,
      ref: (element: Control | null) => {
        if (element) controls.current.set(rule.field, element);
      },
      onChange: (event: { target: { value: string } }) => setEnquiry((current) => ({ ...current, [rule.field]: event.target.value })),
    };
    if (spec.kind === 'select') {
      return (
        <select {...common}>
          <option value="">Select…</option>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    if (spec.kind === 'textarea') return <textarea {...common} rows={6} />;
    return <input {...common} type={spec.kind} autoComplete={spec.autoComplete} inputMode={spec.kind === 'tel' ? 'numeric' : undefined} />;
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <p className={styles.legend}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={styles.grid}>
        {contactFieldViews.map((spec) => {
          const id = `${idPrefix}-${spec.rule.field}`;
          const hintId = spec.hint ? `${id}-hint` : undefined;
          const fieldError = feedback.fieldError(spec.rule.field, hintId);
          return (
            <div key={spec.rule.field} className={`field ${spec.wide ? styles.wide : ''}`}>
              {/* The asterisk sits outside the label, so the field's name is exactly the spec's. */}
              <span className="field__label-row">
                <label className="field__label" htmlFor={id}>
                  {spec.rule.label}
                </label>
                {spec.showsAsterisk && (
                  <span className="field__required" aria-hidden="true">
                    *
                  </span>
                )}
              </span>
              {renderControl(spec, id, fieldError.control)}
              {spec.hint && (
                <span id={hintId} className="field__hint">
                  {spec.hint}
                </span>
              )}
              {fieldError.error && (
                <span id={fieldError.errorId} className="field__error">
                  {fieldError.error}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className={`button button--primary ${styles.submit}`} disabled={sending}>
        {sending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
