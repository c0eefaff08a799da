import { accountFailureMessages, NAME_MAX_LENGTH } from '@rcm/shared/account-texts';
import {
  asksForSecondFactor,
  passwordMessages,
  paths,
  SECOND_FACTOR_PARAMETER,
  toastMessages,
  userDataStore,
  type ApiResult,
  type UserData,
  MORE_FACTORS_REQUIRED_TYPE,
} from '@rcm/shared';
import { useFormFeedback, useHydrated, useSubmitOnce, type FormFeedback } from '@rcm/shared/hooks';
import { Link, useLocation } from '@rcm/shared/routing';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormNeedsJavaScript } from '../../components/form-needs-javascript';
import { TextField } from '../../components/text-field';
import { logIn, signedInUser } from '../../features/auth/log-in';
import { logOut } from '../../features/auth/log-out';
import { loginFailureMessage } from '../../features/auth/login-failure-message';
import { register } from '../../features/auth/register';
import { SecondFactorStep } from '../../features/two-step/second-factor-step';
import { accountFailureMessage, failedField } from '../../lib/appwrite-failure';
import { reloadWithToast } from '../../lib/flash-toast';
import { accountCardStyles as card } from '../../components/account-card-page';
import styles from './login-card.module.css';

type Mode = 'login' | 'register';

/**
 * Keeps the logged-in user and reloads the page (the spec), with the confirmation for the next
 * page load. Without the code step's flag in the address, so the reloaded login page sends the
 * visitor on.
 */
function enter(user: UserData): 'leaving' {
  userDataStore.save(user);
  const query = new URLSearchParams(window.location.search);
  if (query.has(SECOND_FACTOR_PARAMETER)) {
    query.delete(SECOND_FACTOR_PARAMETER);
    const rest = query.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
  }
  reloadWithToast(toastMessages.loggedIn);
  return 'leaving';
}

type Field = 'name' | 'username' | 'password';

/** A login that went through enters; a refused one says why. */
function enterOrSayWhy(result: ApiResult<UserData>, feedback: FormFeedback<Field>): 'leaving' | undefined {
  if (result.ok) return enter(result.value);
  feedback.fail(loginFailureMessage(result));
  return undefined;
}

const copy = {
  login: {
    title: 'Welcome Back',
    lead: 'Log in to see your package and your RC Score.',
    submit: 'Log In',
    busy: 'Logging in…',
    switchTo: 'New user? Sign Up',
  },
  register: {
    title: 'Create Account',
    lead: 'Open an account for your practice in a minute.',
    submit: 'Sign Up',
    busy: 'Creating account…',
    switchTo: 'Existing user? Sign in',
  },
} as const;

/**
 * The spec's one card with two modes: log in, or create an account. With two-step verification
 * on, a right password opens a session that owes its second factor, and the card asks for the
 * code (its own step) before the login goes on as before. A page whose session owes it sends
 * the visitor here with `?step=code`, straight to that step.
 */
export function LoginCard() {
  const [mode, setMode] = useState<Mode>('login');
  const [askingCode, setAskingCode] = useState(false);
  const { search } = useLocation();
  const resumed = useRef(false);
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, submit } = useSubmitOnce();
  const ready = useHydrated();
  // One toast for the card at a time, and the field to blame marked beside it (WEB-2).
  const feedback = useFormFeedback<Field>();
  const text = copy[mode];

  async function sendRegistration() {
    // The spec shows no rules before sending; a blank name is the one thing the page refuses itself (ACC-5).
    if (!name.trim()) return feedback.refuse({ field: 'name', message: accountFailureMessages.nameBlank });
    const result = await register({ name, username, password });
    if (!result.ok) {
      const message = accountFailureMessage(result, toastMessages.registrationFailed);
      const field = failedField(result);
      if (field) feedback.refuse({ field: field === 'email' ? 'username' : field, message });
      else feedback.fail(message);
      return;
    }
    feedback.succeed(toastMessages.registered);
    setMode('login');
    setName('');
    setUsername('');
    setPassword('');
  }

  async function sendLogin() {
    const result = await logIn({ username, password });
    if (!result.ok && result.type === MORE_FACTORS_REQUIRED_TYPE) {
      setAskingCode(true);
      return;
    }
    return enterOrSayWhy(result, feedback);
  }

  /** The code was right: the login goes on as after a password alone. */
  async function finishLogin() {
    return enterOrSayWhy(await signedInUser(), feedback);
  }

  async function leaveCodeStep() {
    const result = await logOut();
    if (!result.ok) {
      feedback.fail(result.unreachable ? toastMessages.logoutUnreachable : accountFailureMessage(result, toastMessages.logoutUnreachable));
      return;
    }
    setAskingCode(false);
  }

  function sessionOver() {
    toast.error(toastMessages.sessionExpired, { toastId: 'session-expired' });
    setAskingCode(false);
  }

  // Sent here to give the code of a session that owes it: ask for it at once (or go on if it was given meanwhile).
  useEffect(() => {
    if (resumed.current || !asksForSecondFactor(search)) return;
    resumed.current = true;
    void submit(async () => {
      const result = await signedInUser();
      if (result.ok) return enter(result.value);
      if (result.type !== MORE_FACTORS_REQUIRED_TYPE) return;
      // Not logged in until the code is given: the navbar says so meanwhile.
      userDataStore.clear();
      setAskingCode(true);
    });
  }, [search, submit]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(mode === 'register' ? sendRegistration : sendLogin);
  }

  if (askingCode) {
    return (
      <section className={`card ${card.card}`} aria-labelledby="login-card-title">
        <SecondFactorStep
          titleId="login-card-title"
          onVerified={finishLogin}
          onLogOut={() => void leaveCodeStep()}
          onSessionOver={sessionOver}
        />
      </section>
    );
  }

  return (
    <section className={`card ${card.card}`} aria-labelledby="login-card-title">
      <h1 id="login-card-title" className={card.title}>
        {text.title}
      </h1>
      <p className={card.lead}>{text.lead}</p>
      <form className={card.form} onSubmit={handleSubmit} noValidate aria-busy={busy}>
        {mode === 'register' && (
          <TextField
            label="Name"
            autoComplete="name"
            value={name}
            onValueChange={setName}
            error={feedback.fieldError('name').error}
            maxLength={NAME_MAX_LENGTH}
          />
        )}
        <TextField
          label="Username"
          type="email"
          inputMode="email"
          autoComplete={mode === 'login' ? 'username' : 'email'}
          hint="Use your email address."
          value={username}
          onValueChange={setUsername}
          error={feedback.fieldError('username').error}
          maxLength={254}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          hint={mode === 'register' ? passwordMessages.hint : undefined}
          value={password}
          onValueChange={setPassword}
          error={feedback.fieldError('password').error}
          maxLength={256}
        />
        {mode === 'login' && (
          <Link to={paths.passwordRecovery} className={styles.forgot}>
            Forgot password?
          </Link>
        )}
        <button type="submit" className={`button button--primary ${card.submit}`} disabled={busy || !ready}>
          {busy ? text.busy : text.submit}
        </button>
      </form>
      <FormNeedsJavaScript />
      <p className={styles.switch}>
        <button type="button" className={styles.switchButton} onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
          {text.switchTo}
        </button>
      </p>
    </section>
  );
}
