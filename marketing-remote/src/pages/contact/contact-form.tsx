import {
  backendClient,
  paths,
  emptyContactEnquiry,
  failureMessage,
  toastMessages,
  validateContactForm,
  type ContactEnquiry,
  type ContactField,
} from '@rcm/shared';
import { useContactPost, useFormFeedback, useSubmitOnce, type FieldErrorView } from '@rcm/shared/hooks';
import { useId, useRef, useState, type FormEvent } from 'react';
import { contactFieldViews, type ContactFieldView } from './contact-fields';
import styles from './contact-form.module.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The spec's "Send Us A Message" form: its fields, rules and messages, sent to the backend.
 * Before JavaScript runs it is a plain form posted to the web server (`POST /contact`), which
 * answers with this page and what it found (`useContactPost`): the typed values, the first bad
 * field's message beside it, or the outcome's text above the fields.
 */
export function ContactForm() {
  const posted = useContactPost();
  const postedField = posted?.outcome.field;
  const [enquiry, setEnquiry] = useState<ContactEnquiry>(posted?.enquiry ?? emptyContactEnquiry);
  const [postedNote, setPostedNote] = useState(postedField ? undefined : posted?.outcome);
  const { busy: sending, submit } = useSubmitOnce();
  const feedback = useFormFeedback<ContactField>(postedField && posted ? { field: postedField, message: posted.outcome.message } : null);
  const controls = useRef(new Map<ContactField, Control>());
  const idPrefix = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPostedNote(undefined);
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
      // The server's answer to a refused post opens at the field in error, as the script's check
      // focuses it: without JavaScript the page would open at its top, the message out of sight on a phone.
      autoFocus: rule.field === postedField || undefined,
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
    <form className={styles.form} method="post" action={paths.contact} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      {postedNote && (
        <p className={postedNote.sent ? styles.sent : styles.failed} role={postedNote.sent ? 'status' : 'alert'}>
          {postedNote.message}
        </p>
      )}
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
