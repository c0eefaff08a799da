import { accountSettingsMessages } from '@rcm/shared/account-texts';
import { failureMessage, findPackage, paths, servicePackages, toastMessages, userDataStore, type ServicePackage } from '@rcm/shared';
import { useUserData } from '@rcm/shared/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@rcm/shared/routing';
import { toast } from 'react-toastify';
import { logOut, logOutEverywhere } from '../../features/auth/log-out';
import { SignedOut } from '../../components/signed-out';
import { CardModal } from '../../features/subscription/card-modal';
import { reloadWithToast, useFlashToast } from '../../lib/flash-toast';
import { EmailStatus } from './email-status';
import { PackageCard } from './package-card';
import { RcScore } from './rc-score';
import { SubscriptionPanel } from './subscription-panel';
import { useServerRecord } from './use-server-record';
import styles from './profile-page.module.css';

export default function ProfilePage() {
  const user = useUserData();
  const [buying, setBuying] = useState<ServicePackage | null>(null);
  const [loggingOut, setLoggingOut] = useState<'this device' | 'all devices' | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  useFlashToast();
  const record = useServerRecord(user);

  // Once the modal has gone (and the page is no longer inert), back to the button that opened it.
  useEffect(() => {
    if (!buying) opener.current?.focus();
  }, [buying]);

  async function handleLogout(scope: 'this device' | 'all devices') {
    setLoggingOut(scope);
    const result = scope === 'this device' ? await logOut() : await logOutEverywhere();
    if (!result.ok) {
      setLoggingOut(null);
      toast.error(result.unreachable ? toastMessages.logoutUnreachable : failureMessage(result, toastMessages.logoutUnreachable));
      return;
    }
    userDataStore.clear();
    reloadWithToast(scope === 'this device' ? toastMessages.loggedOut : toastMessages.loggedOutEverywhere);
  }

  const closeModal = () => setBuying(null);

  const currentPackage = user ? findPackage(user.subscribtion) : undefined;
  return (
    <section className={`container section ${styles.page}`}>
      {!user ? (
        <SignedOut reason="Log in to see your package, your RC Score and your subscription." className={styles.signedOut} />
      ) : (
        <>
          <h1 className={styles.heading}>Your Profile</h1>
          <div className={styles.overview}>
            <section className={`card ${styles.account}`} aria-labelledby="account-details-title">
              <h2 id="account-details-title">Account</h2>
              <dl className={styles.details}>
                <div>
                  <dt>Name</dt>
                  <dd>{user.name || '—'}</dd>
                </div>
                <div>
                  <dt>Username</dt>
                  <dd>{user.username}</dd>
                </div>
                <EmailStatus key={user.username} email={user.username} />
                <div>
                  <dt>Subscribtion</dt>
                  <dd>{currentPackage ? currentPackage.name : 'None'}</dd>
                </div>
              </dl>
              <div className={styles.logouts}>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void handleLogout('this device')}
                  disabled={loggingOut !== null}
                >
                  {loggingOut === 'this device' ? 'Logging out…' : 'Logout'}
                </button>
                <button
                  type="button"
                  className={`button ${styles.everywhere}`}
                  onClick={() => void handleLogout('all devices')}
                  disabled={loggingOut !== null}
                >
                  {loggingOut === 'all devices' ? 'Logging out everywhere…' : 'Log out of all devices'}
                </button>
              </div>
              <p className={styles.settingsLink}>
                <Link to={paths.profileSettings}>{accountSettingsMessages.openSettings}</Link>
              </p>
            </section>
            <RcScore score={user.rc_score} />
          </div>
          <SubscriptionPanel record={record} />
          <section className={styles.packages} aria-labelledby="packages-title">
            <h2 id="packages-title">Packages</h2>
            <p className={styles.packagesLead}>
              Each payment covers one month from that day. Choosing another package starts a new month today, less a credit for the unused
              days of your current one; cancelling keeps your package until the end of the time paid for.
            </p>
            <div className={`package-grid ${styles.packageGrid}`}>
              {servicePackages.map((servicePackage) => (
                <PackageCard
                  key={servicePackage.id}
                  servicePackage={servicePackage}
                  current={servicePackage.id === currentPackage?.id}
                  onSubscribe={(button) => {
                    opener.current = button;
                    setBuying(servicePackage);
                  }}
                />
              ))}
            </div>
          </section>
          {buying && <CardModal servicePackage={buying} username={user.username} onClose={closeModal} />}
        </>
      )}
    </section>
  );
}
