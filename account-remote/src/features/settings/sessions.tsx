import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { toastMessages, userDataStore, SESSION_ENDED_STATUS, type ApiResult } from '@rcm/shared';
import { useCurrentEffect, useFormToast, useSessionEnded } from '@rcm/shared/hooks';
import type { Models } from '@rcm/shared/appwrite';
import { useState } from 'react';
import { deleteSession, deviceLabel, listSessions } from './account-settings';
import { accountFailureMessage } from '../../lib/appwrite-failure';
import { reloadWithToast } from '../../lib/flash-toast';
import styles from './settings-forms.module.css';

const when = (date: string) => new Date(date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The devices logged in to the account, each with a way to log it out, and "log out of all
 * devices" (the page passes the auth feature's `logOutEverywhere`: features do not import each other).
 */
export function Sessions({ logOutEverywhere }: { logOutEverywhere: () => Promise<ApiResult> }) {
  const [sessions, setSessions] = useState<Models.Session[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const sessionEnded = useSessionEnded();
  const formToast = useFormToast();

  // Bumped to read the list again after a device is logged out.
  const [version, setVersion] = useState(0);

  useCurrentEffect(
    (isCurrent) => {
      void listSessions().then((result) => {
        if (!isCurrent()) return;
        if (result.ok) {
          setSessions(result.value);
          setFailed(false);
        } else if (result.status === SESSION_ENDED_STATUS) sessionEnded(result);
        else setFailed(true);
      });
    },
    [version, sessionEnded],
  );

  async function end(session: Models.Session) {
    setEnding(session.$id);
    const result = await deleteSession(session.$id);
    if (!result.ok && result.status !== 404) {
      setEnding(null);
      if (result.status === SESSION_ENDED_STATUS) return sessionEnded(result);
      formToast.error(accountFailureMessage(result, toastMessages.logoutUnreachable));
      return;
    }
    if (session.current) {
      userDataStore.clear();
      reloadWithToast(toastMessages.loggedOut);
      return;
    }
    formToast.success(text.sessionEnded);
    setEnding(null);
    setVersion((count) => count + 1);
  }

  async function endAll() {
    setEnding('all');
    const result = await logOutEverywhere();
    if (!result.ok) {
      setEnding(null);
      formToast.error(
        result.unreachable ? toastMessages.logoutUnreachable : accountFailureMessage(result, toastMessages.logoutUnreachable),
      );
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
                  {/* The server keeps a session's last use as its $updatedAt (ACC-11). */}
                  {session.ip || 'Unknown address'} · last used {when(session.$updatedAt)} · logged in {when(session.$createdAt)}
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
