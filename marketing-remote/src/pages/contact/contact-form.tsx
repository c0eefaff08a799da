import {
  contactFieldForMessage,
  contactMaxLengths,
  createBackendClient,
  failureMessage,
  emptyContactEnquiry,
  getRuntimeConfig,
  toastMessages,
  validateContactForm,
  type ContactEnquiry,
  type ContactField,
} from '@rcm/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { contactFieldSpecs, type ContactFieldSpec } from './contact-fields';
import styles from './contact-form.module.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The spec's "Send Us A Message" form: its fields, rules and messages, sent to the backend. */
export function ContactForm() {
  const [enquiry, setEnquiry] = useState<ContactEnquiry>(emptyContactEnquiry);
  const [sending, setSending] = useState(false);
  const controls = useRef(new Map<ContactField, Control>());
  const idPrefix = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = validateContactForm(enquiry);
    if (problem) {
      toast.error(problem);
      const field = contactFieldForMessage(problem);
      if (field) controls.current.get(field)?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await createBackendClient(getRuntimeConfig().backendUrl).sendContactEnquiry(enquiry);
      if (result.ok) {
        toast.success(toastMessages.contactReceived);
        setEnquiry(emptyContactEnquiry());
      } else {
        toast.error(failureMessage(result));
      }
    } finally {
      setSending(false);
    }
  }

  const renderControl = (spec: ContactFieldSpec, id: string, hintId: string | undefined) => {
    const common = {
      id,
      name: spec.name,
      className: 'field__input',
      value: enquiry[spec.name],
      maxLength: contactMaxLengths[spec.name],
      'aria-required': spec.marked || undefined,
      'aria-describedby': hintId,
      ref: (element: Control | null) => {
        if (element) controls.current.set(spec.name, element);
      },
      onChange: (event: { target: { value: string } }) => setEnquiry((current) => ({ ...current, [spec.name]: event.target.value })),
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
        {contactFieldSpecs.map((spec) => {
          const id = `${idPrefix}-${spec.name}`;
          const hintId = spec.hint ? `${id}-hint` : undefined;
          return (
            <div key={spec.name} className={`field ${spec.wide ? styles.wide : ''}`}>
              {/* The asterisk sits outside the label, so the field's name is exactly the spec's. */}
              <span className="field__label-row">
                <label className="field__label" htmlFor={id}>
                  {spec.label}
                </label>
                {spec.marked && (
                  <span className="field__required" aria-hidden="true">
                    *
                  </span>
                )}
              </span>
              {renderControl(spec, id, hintId)}
              {spec.hint && (
                <span id={hintId} className="field__hint">
                  {spec.hint}
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
