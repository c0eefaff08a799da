import {
  accountSettingsMessages as text,
  failureMessage,
  isSingleMailbox,
  newPasswordProblem,
  passwordMessages,
  paths,
  STAFF_LABEL,
  toastMessages,
  TWO_STEP_SECTION_ID,
  twoStepMessages,
  userDataStore,
  type ApiFailure,
  SESSION_ENDED_STATUS,
} from '@rcm/shared';
import { useSessionEnded, useSubmitOnce, useUserData } from '@rcm/shared/hooks';
import { Link, useNavigate } from '@rcm/shared/routing';
import type { Models } from '@rcm/shared/appwrite';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { logOutEverywhere } from '../../features/auth/log-out';
import {
  deleteAccount,
  deleteSession,
  deviceLabel,
  downloadMyData,
  listSessions,
  updateEmail,
  updateName,
  updatePassword,
} from '../../features/settings/account-settings';
import { TextField } from '../../components/text-field';
import { TwoStepSettings } from '../../features/two-step/two-step-settings';
import { reloadWithToast, useFlashToast } from '../../lib/flash-toast';
import styles from './profile-settings.module.css';

/** What a refused password check means for the field: wrong, or too many tries. */
function passwordProblem(result: ApiFailure): string | undefined {
  if (result.type === 'user_invalid_credentials') return text.currentPasswordWrong;
  if (result.status === 429) return text.tooManyAttempts;
  return undefined;
}

function Section({
  id: sectionId,
  title,
  lead,
  wide,
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section id={sectionId} className={`card ${styles.section} ${wide ? styles.wide : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead && <p className={styles.sectionLead}>{lead}</p>}
      {children}
    </section>
  );
}

function NameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | undefined>();
  const { busy, submit } = useSubmitOnce();
  const sessionEnded = useSessionEnded();

  async function send() {
    const trimmed = value.trim();
    if ([...trimmed].length > 128) {
      setProblem(text.nameTooLong);
      toast.error(text.nameTooLong);
      return;
    }
    setProblem(undefined);
    const result = await updateName(trimmed);
    if (!result.ok) {
      if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      toast.error(failureMessage(result));
      return;
    }
    const current = userDataStore.getSnapshot();
    if (current) userDataStore.save({ ...current, name: result.value.name });
    setValue(result.value.name);
    toast.success(text.nameSaved);
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event: FormEvent) => (event.preventDefault(), void submit(send))}>
      <TextField label="Name" autoComplete="name" value={value} onValueChange={setValue} error={problem} maxLength={256} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}

function EmailForm({ email }: { email: string }) {
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState<string | undefined>();
  const { busy, submit } = useSubmitOnce();
  const sessionEnded = useSessionEnded();

  async function send() {
    const next = value.trim().toLowerCase();
    const found = {
      // The account's own address: one mailbox, as the server takes it (not the spec's ".com" rule of the contact form).
      email: !isSingleMailbox(next) ? text.emailInvalid : next === email.toLowerCase() ? text.emailSame : undefined,
      password: password ? undefined : text.currentPasswordMissing,
    };
    setProblems(found);
    if (found.email || found.password) {
      toast.error((found.email ?? found.password)!);
      return;
    }
    const result = await updateEmail(next, password);
    if (!result.ok) {
      const wrongPassword = passwordProblem(result);
      if (wrongPassword) setProblems({ password: wrongPassword });
      else if (result.status === 409) setProblems({ email: text.emailTaken });
      else if (result.status === 400) setProblems({ email: text.emailInvalid });
      else if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      toast.error(
        wrongPassword ?? (result.status === 409 ? text.emailTaken : result.status === 400 ? text.emailInvalid : failureMessage(result)),
      );
      return;
    }
    // Nothing has changed yet: the account keeps its address until the link mailed to the new one is opened.
    setValue('');
    setPassword('');
    setPending(next);
    toast.success(text.emailChangeRequested(next, result.value.email));
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event: FormEvent) => (event.preventDefault(), void submit(send))}>
      <p className={styles.sectionLead}>
        Now: <strong>{email}</strong>
      </p>
      {pending && (
        <p className={styles.sectionLead} role="status">
          {text.emailChangePending(pending)}
        </p>
      )}
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        value={value}
        onValueChange={setValue}
        error={problems.email}
        maxLength={320}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={problems.password}
        maxLength={256}
      />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? text.saving : 'Change email address'}
        </button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{ current?: string; password?: string; confirmation?: string }>({});
  const { busy, submit } = useSubmitOnce();
  const sessionEnded = useSessionEnded();

  async function send() {
    const newProblem = newPasswordProblem(password, confirmation);
    const found = {
      current: current ? undefined : text.currentPasswordMissing,
      password: newProblem === passwordMessages.length ? newProblem : undefined,
      confirmation: newProblem === passwordMessages.mismatch ? newProblem : undefined,
    };
    setProblems(found);
    if (found.current || newProblem) {
      toast.error((found.current ?? newProblem)!);
      return;
    }
    const result = await updatePassword(password, current);
    if (!result.ok) {
      const wrongPassword = passwordProblem(result);
      if (wrongPassword) setProblems({ current: wrongPassword });
      else if (result.status === 400) setProblems({ password: failureMessage(result) });
      else if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      toast.error(wrongPassword ?? failureMessage(result));
      return;
    }
    setCurrent('');
    setPassword('');
    setConfirmation('');
    toast.success(text.passwordChanged);
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event: FormEvent) => (event.preventDefault(), void submit(send))}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        error={problems.current}
        maxLength={256}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordMessages.hint}
        value={password}
        onValueChange={setPassword}
        error={problems.password}
        maxLength={256}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={problems.confirmation}
        maxLength={256}
      />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? text.saving : 'Change password'}
        </button>
      </div>
    </form>
  );
}

const when = (date: string) => new Date(date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Sessions() {
  const [sessions, setSessions] = useState<Models.Session[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const sessionEnded = useSessionEnded();

  // Bumped to read the list again after a device is logged out.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void listSessions().then((result) => {
      if (!current) return;
      if (result.ok) {
        setSessions(result.value);
        setFailed(false);
      } else if (result.status === SESSION_ENDED_STATUS) sessionEnded(result);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [version, sessionEnded]);

  async function end(session: Models.Session) {
    setEnding(session.$id);
    const result = await deleteSession(session.$id);
    if (!result.ok && result.status !== 404) {
      setEnding(null);
      if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      toast.error(failureMessage(result, toastMessages.logoutUnreachable));
      return;
    }
    if (session.current) {
      userDataStore.clear();
      reloadWithToast(toastMessages.loggedOut);
      return;
    }
    toast.success(text.sessionEnded);
    setEnding(null);
    setVersion((count) => count + 1);
  }

  async function endAll() {
    setEnding('all');
    const result = await logOutEverywhere();
    if (!result.ok) {
      setEnding(null);
      toast.error(result.unreachable ? toastMessages.logoutUnreachable : failureMessage(result, toastMessages.logoutUnreachable));
      return;
    }
    userDataStore.clear();
    reloadWithToast(toastMessages.loggedOutEverywhere);
  }

  if (failed) return <p role="alert">{text.sessionsFailed}</p>;
  if (!sessions) return <p aria-live="polite">{text.sessionsLoading}</p>;
  return (
    <>
      <ul className={styles.sessions} aria-label={text.sessionsTitle}>
        {sessions.map((session) => {
          const label = deviceLabel(session, text.unknownDevice);
          return (
            <li key={session.$id} className={styles.session} data-testid="session">
              <div className={styles.sessionText}>
                <span>
                  <strong>{label}</strong> {session.current && <span className={styles.current}>({text.thisDevice})</span>}
                </span>
                <span className={styles.sessionMeta}>
                  {session.ip || 'Unknown address'} · logged in {when(session.$createdAt)}
                </span>
              </div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void end(session)}
                disabled={ending !== null}
                aria-label={`${text.logOutSession}: ${label}${session.current ? ` (${text.thisDevice})` : ''}, logged in ${when(session.$createdAt)}`}
              >
                {ending === session.$id ? text.loggingOutSession : text.logOutSession}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--secondary" onClick={() => void endAll()} disabled={ending !== null}>
        {ending === 'all' ? text.loggingOutAll : text.logOutAll}
      </button>
    </>
  );
}

function DownloadData() {
  const { busy, submit } = useSubmitOnce();
  const sessionEnded = useSessionEnded();

  async function download() {
    const result = await downloadMyData();
    if (!result.ok) {
      if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      toast.error(failureMessage(result));
      return;
    }
    const url = URL.createObjectURL(result.value.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = result.value.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success(text.downloaded);
  }

  return (
    <button type="button" className="button button--primary" onClick={() => void submit(download)} disabled={busy} aria-busy={busy}>
      {busy ? text.downloading : text.download}
    </button>
  );
}

function DeleteAccount() {
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});
  const { busy, submit } = useSubmitOnce();
  const navigate = useNavigate();
  const sessionEnded = useSessionEnded();
  const confirmId = useId();

  async function send() {
    const found = {
      password: password ? undefined : text.currentPasswordMissing,
      confirm: confirmed ? undefined : text.deleteConfirmMissing,
    };
    setProblems(found);
    if (found.password || found.confirm) {
      toast.error((found.password ?? found.confirm)!);
      return;
    }
    const result = await deleteAccount(password);
    if (!result.ok) {
      const wrong =
        result.status === 403 && result.type === 'user_invalid_credentials'
          ? text.currentPasswordWrong
          : result.status === 429
            ? text.tooManyAttempts
            : undefined;
      if (wrong) setProblems({ password: wrong });
      else if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      toast.error(wrong ?? failureMessage(result));
      return;
    }
    userDataStore.clear();
    toast.success(text.deleted);
    navigate(paths.home, { replace: true });
    return 'leaving' as const;
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event: FormEvent) => (event.preventDefault(), void submit(send))}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={problems.password}
        maxLength={256}
      />
      <div>
        <div className={styles.confirm}>
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            aria-invalid={problems.confirm ? true : undefined}
            aria-describedby={problems.confirm ? `${confirmId}-error` : undefined}
          />
          <label htmlFor={confirmId}>{text.deleteConfirm}</label>
        </div>
        {problems.confirm && (
          <span id={`${confirmId}-error`} className={styles.error}>
            {problems.confirm}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.danger}`} disabled={busy}>
          {busy ? text.deleting : text.deleteButton}
        </button>
      </div>
    </form>
  );
}

function SignedOut() {
  return (
    <div className={`card ${styles.section}`}>
      <h1>You are not logged in</h1>
      <p>Log in to change your account settings.</p>
      <Link to={paths.login} className="button button--primary">
        Log in
      </Link>
    </div>
  );
}

/** `/profile/settings`: the account's details, devices, data and deletion, reached from the profile. */
export default function ProfileSettingsPage() {
  const user = useUserData();
  const sessionEnded = useSessionEnded();
  // A logout from here reloads the page (as the profile's does): its toast shows after the reload.
  useFlashToast();
  return (
    <section className={`container section ${styles.page}`}>
      {!user ? (
        <SignedOut />
      ) : (
        <>
          <h1 className={styles.heading}>{text.title}</h1>
          <p className={styles.lead}>{text.lead}</p>
          <Link to={paths.profile} className={styles.back}>
            {text.backToProfile}
          </Link>
          <div className={styles.sections}>
            <Section title={text.nameTitle}>
              <NameForm name={user.name} />
            </Section>
            <Section title={text.emailTitle} lead={text.emailLead}>
              <EmailForm email={user.username} />
            </Section>
            <Section title={text.passwordTitle} lead={text.passwordLead}>
              <PasswordForm />
            </Section>
            <Section title={text.dataTitle} lead={text.dataLead}>
              <DownloadData />
            </Section>
            <Section id={TWO_STEP_SECTION_ID} title={twoStepMessages.title} lead={twoStepMessages.lead} wide>
              <TwoStepSettings staff={user.labels?.includes(STAFF_LABEL) ?? false} onSessionOver={() => sessionEnded({})} />
            </Section>
            <Section title={text.sessionsTitle} lead={text.sessionsLead} wide>
              <Sessions />
            </Section>
            <Section title={text.deleteTitle} lead={text.deleteLead} wide>
              <DeleteAccount />
            </Section>
          </div>
        </>
      )}
    </section>
  );
}
