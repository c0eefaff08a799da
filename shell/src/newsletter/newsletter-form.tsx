import { backendClient, failureMessage, newsletterTexts, toastMessages, validateNewsletterSignup } from '@rcm/shared';
import { useFormFeedback, useSubmitOnce } from '@rcm/shared/hooks';
import { useId, useState, type FormEvent } from 'react';
import styles from './newsletter-form.module.css';

/**
 * The footer's newsletter box: the spec's rule and messages, saved by the backend. After a
 * sign-up the spec's toast shows, and a line under the box (a polite live region, there from
 * the start so screen readers announce it) asks the visitor to confirm from their inbox.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const { busy: sending, submit } = useSubmitOnce();
  const feedback = useFormFeedback<'email'>();
  const inputId = useId();
  const hintId = useId();
  const emailError = feedback.fieldError('email', hintId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(async () => {
      const problem = validateNewsletterSignup({ email });
      if (problem) {
        feedback.refuse(problem);
        return;
      }
      const result = await backendClient().subscribeToNewsletter({ email: email.trim() });
      if (!result.ok) {
        feedback.fail(failureMessage(result));
        return;
      }
      feedback.succeed(toastMessages.newsletterSubscribed);
      setEmail('');
      setAwaitingConfirmation(true);
    });
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
          {...emailError.control}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {emailError.error && (
        <p id={emailError.errorId} className={`field__error ${styles.error}`}>
          {emailError.error}
        </p>
      )}
      <p role="status" className={styles.status}>
        {awaitingConfirmation ? newsletterTexts.checkInbox : ''}
      </p>
    </form>
  );
}
