import { createBackendClient, failureMessage, getRuntimeConfig, toastMessages, validateNewsletterEmail } from '@rcm/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styles from './newsletter-form.module.css';

/** The footer's newsletter box: the spec's rule and messages, saved by the backend. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const hintId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = validateNewsletterEmail(email);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSending(true);
    try {
      const result = await createBackendClient(getRuntimeConfig().backendUrl).subscribeToNewsletter({ email: email.trim() });
      if (result.ok) {
        toast.success(toastMessages.newsletterSubscribed);
        setEmail('');
      } else {
        toast.error(failureMessage(result));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <label htmlFor={inputId} className={styles.label}>
        Email
      </label>
      <p id={hintId} className={styles.hint}>
        Billing tips and payer updates, about once a month.
      </p>
      <div className={styles.row}>
        <input
          id={inputId}
          className={`field__input ${styles.input}`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@practice.com"
          aria-describedby={hintId}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
