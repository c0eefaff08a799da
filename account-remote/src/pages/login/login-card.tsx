import { failureMessage, passwordMessages, paths, toastMessages, userDataStore } from '@rcm/shared';
import { useSubmitOnce } from '@rcm/shared/hooks';
import { Link } from '@rcm/shared/routing';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TextField } from '../../components/text-field';
import { logIn } from '../../features/auth/log-in';
import { loginFailureMessage } from '../../features/auth/login-failure-message';
import { register } from '../../features/auth/register';
import { reloadWithToast } from '../../lib/flash-toast';
import { accountCardStyles as card } from '../../components/account-card-page';
import styles from './login-card.module.css';

type Mode = 'login' | 'register';

const copy = {
  login: { title: 'Welcome Back', lead: 'Log in to see your package and your RC Score.', submit: 'Log In', busy: 'Logging in…', switchTo: 'New user? Sign Up' },
  register: { title: 'Create Account', lead: 'Open an account for your practice in a minute.', submit: 'Sign Up', busy: 'Creating account…', switchTo: 'Existing user? Sign in' },
} as const;

/** The spec's one card with two modes: log in, or create an account. */
export function LoginCard() {
  const [mode, setMode] = useState<Mode>('login');
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, submit } = useSubmitOnce();
  const text = copy[mode];

  async function sendRegistration() {
    const result = await register({ name, username, password });
    if (!result.ok) {
      toast.error(failureMessage(result, toastMessages.registrationFailed));
      return;
    }
    toast.success(toastMessages.registered);
    setMode('login');
    setName('');
    setUsername('');
    setPassword('');
  }

  async function sendLogin() {
    const result = await logIn({ username, password });
    if (!result.ok) {
      toast.error(loginFailureMessage(result));
      return;
    }
    userDataStore.save(result.value);
    reloadWithToast(toastMessages.loggedIn);
    return 'leaving' as const;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(mode === 'register' ? sendRegistration : sendLogin);
  }

  return (
    <section className={`card ${card.card}`} aria-labelledby="login-card-title">
      <h1 id="login-card-title" className={card.title}>
        {text.title}
      </h1>
      <p className={card.lead}>{text.lead}</p>
      <form className={card.form} onSubmit={handleSubmit} noValidate aria-busy={busy}>
        {mode === 'register' && <TextField label="Name" autoComplete="name" value={name} onValueChange={setName} maxLength={128} />}
        <TextField
          label="Username"
          type="email"
          inputMode="email"
          autoComplete={mode === 'login' ? 'username' : 'email'}
          hint="Use your email address."
          value={username}
          onValueChange={setUsername}
          maxLength={254}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          hint={mode === 'register' ? passwordMessages.hint : undefined}
          value={password}
          onValueChange={setPassword}
          maxLength={256}
        />
        {mode === 'login' && (
          <Link to={paths.passwordRecovery} className={styles.forgot}>
            Forgot password?
          </Link>
        )}
        <button type="submit" className={`button button--primary ${card.submit}`} disabled={busy}>
          {busy ? text.busy : text.submit}
        </button>
      </form>
      <p className={styles.switch}>
        <button type="button" className={styles.switchButton} onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
          {text.switchTo}
        </button>
      </p>
    </section>
  );
}
