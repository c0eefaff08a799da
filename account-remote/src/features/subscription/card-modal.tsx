import {
  billingMessages,
  CARD_CVV_LENGTH,
  CARD_EXPIRATION_LENGTH,
  CARD_NUMBER_LENGTH,
  CARDHOLDER_NAME_MAX_LENGTH,
  emptyCardForm,
  failureMessage,
  formatMonthlyPrice,
  formatSubscriptionDate,
  subscribedToPackageMessage,
  userDataStore,
  validateCardForm,
  type CardField,
  type CardForm,
  type FieldProblem,
  type ServicePackage,
  SESSION_ENDED_STATUS,
} from '@rcm/shared';
import { useFormToast, useSessionEnded, useSubmitOnce } from '@rcm/shared/hooks';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { reloadWithToast } from '../../lib/flash-toast';
import { TextField } from '../../components/text-field';
import { cardNumberFromInput, expirationFromInput, pasteCardNumber } from './card-input';
import { subscribe } from './subscribe';
import { ChargeSummary, DemoCheckoutNote, HeldNotice } from './charge-summary';
import { resumeSubscription } from './manage-subscription';
import { purchaseFailure } from './purchase-failure';
import { useQuote } from './use-quote';
import styles from './card-modal.module.css';

interface CardModalProps {
  servicePackage: ServicePackage;
  username: string;
  onClose: () => void;
}

/**
 * The spec's "Credit Card" modal. A native modal <dialog>: the page behind is inert, focus
 * stays inside, Escape closes it; a click on the backdrop closes it too.
 *
 * It shows the server's figures before "Pay Now" (`useQuote`); the package held has no card
 * form: nothing to pay, or "Resume" for free when it was cancelled.
 *
 * Problems are toasts, as the spec says (one at a time, `useFormToast`), and are also shown
 * inside the dialog: the shell's toasts sit under the modal's backdrop, and being outside the
 * dialog they are inert, so a screen reader would never hear them.
 */
export function CardModal({ servicePackage, username, onClose }: CardModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [card, setCard] = useState<CardForm>(emptyCardForm);
  const { busy: paying, submit } = useSubmitOnce();
  const formToast = useFormToast();
  const [invalid, setInvalid] = useState<FieldProblem<CardField> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Set when the server asks for the password again (the login is not recent): its request. */
  const [passwordRequest, setPasswordRequest] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const sessionEnded = useSessionEnded();
  const { quote, retry } = useQuote(servicePackage.id);
  const held = quote.state === 'loaded' && (quote.quote.kind === 'same' || quote.quote.kind === 'resume') ? quote.quote : null;
  const setField = (name: CardField, value: string) => {
    setCard((current) => ({ ...current, [name]: value }));
    if (invalid?.field === name) setInvalid(null);
  };
  const field = (name: CardField, clean: (value: string) => string = (value) => value) => ({
    value: card[name],
    error: invalid?.field === name ? invalid.message : undefined,
    onValueChange: (value: string) => setField(name, clean(value)),
  });

  // After the render that attached the message, so focusing the field reads it out with it.
  useEffect(() => {
    if (invalid || passwordError) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [invalid, passwordError]);

  useEffect(() => {
    if (passwordRequest) form.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  }, [passwordRequest]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(async () => {
      setFailure(null);
      const problem = validateCardForm(card);
      setInvalid(problem);
      if (problem) {
        formToast.error(problem.message);
        return;
      }
      if (passwordRequest && !password) {
        setPasswordError(passwordRequest);
        return;
      }
      // Nothing is paid before the figures are on the screen (the summary says why they are not).
      if (quote.state !== 'loaded') return;
      const result = await subscribe({
        username,
        packageId: servicePackage.id,
        cardNumber: card.number,
        password: passwordRequest ? password : undefined,
      });
      if (result.ok) {
        userDataStore.updateSubscription(servicePackage.id);
        reloadWithToast(subscribedToPackageMessage(servicePackage));
        return 'leaving';
      }
      if (result.status === SESSION_ENDED_STATUS) {
        sessionEnded(result);
        return;
      }
      if (result.type === 'user_reauthentication_required') {
        setPasswordRequest(result.message);
        return;
      }
      if (result.type === 'user_invalid_credentials') {
        formToast.error(result.message);
        setPasswordError(result.message);
        return;
      }
      // Bought meanwhile (another tab): the figures change to "you already have it".
      if (result.type === 'subscription_already_held') retry();
      const { toast, detail } = purchaseFailure(result);
      formToast.error(toast);
      setFailure(detail);
    });
  }

  function handleResume() {
    void submit(async () => {
      setFailure(null);
      const result = await resumeSubscription();
      if (result.ok) {
        reloadWithToast(result.message || billingMessages.resumed(servicePackage.name, formatSubscriptionDate(result.value.paid_until)));
        return 'leaving';
      }
      if (result.status === SESSION_ENDED_STATUS) {
        sessionEnded(result);
        return;
      }
      const message = failureMessage(result, billingMessages.resumeFailed);
      formToast.error(message);
      setFailure(message);
    });
  }

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`modal-dialog ${styles.dialog}`}
      aria-labelledby="card-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={closeOnBackdrop}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id="card-modal-title" className={styles.title}>
            Credit Card
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <p className={styles.package}>
          {servicePackage.name} package — {formatMonthlyPrice(servicePackage)}
        </p>
        {held ? (
          <div className={styles.form}>
            <HeldNotice quote={held} packageName={servicePackage.name} />
            {held.kind === 'resume' && (
              <button type="button" className={`button button--primary ${styles.pay}`} disabled={paying} onClick={handleResume}>
                {paying ? billingMessages.resuming : billingMessages.resume}
              </button>
            )}
          </div>
        ) : (
          <form ref={form} className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={paying}>
            <TextField
              label="Card Number"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={CARD_NUMBER_LENGTH}
              onPaste={(event) => pasteCardNumber(event, (value) => setField('number', value))}
              {...field('number', cardNumberFromInput)}
            />
            <div className={styles.row}>
              <TextField
                label="Expiration Date"
                placeholder="MM/YY"
                autoComplete="cc-exp"
                maxLength={CARD_EXPIRATION_LENGTH}
                {...field('expiration', expirationFromInput)}
              />
              <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" maxLength={CARD_CVV_LENGTH} {...field('cvv')} />
            </div>
            <TextField label="Cardholder Name" autoComplete="cc-name" maxLength={CARDHOLDER_NAME_MAX_LENGTH} {...field('name')} />
            {passwordRequest && (
              <div className={styles.confirm}>
                <p className={styles.confirmLead}>{passwordRequest}</p>
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  maxLength={256}
                  value={password}
                  error={passwordError}
                  onValueChange={(value) => {
                    setPassword(value);
                    setPasswordError(undefined);
                  }}
                />
              </div>
            )}
            <ChargeSummary quote={quote} onRetry={retry} />
            <button type="submit" className={`button button--primary ${styles.pay}`} disabled={paying}>
              {paying ? 'Processing…' : 'Pay Now'}
            </button>
            <DemoCheckoutNote />
          </form>
        )}
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      </div>
    </dialog>
  );
}
