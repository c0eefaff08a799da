import { accountSettingsMessages as text, TWO_STEP_SECTION_ID, twoStepMessages } from '@rcm/shared/account-texts';
import { billingDetailsMessages, paths, STAFF_LABEL } from '@rcm/shared';
import { useUserData } from '@rcm/shared/hooks';
import { Link } from '@rcm/shared/routing';
import { useId, type ReactNode } from 'react';
import { FormNeedsJavaScript } from '../../components/form-needs-javascript';
import { SignedOut } from '../../components/signed-out';
import { logOutEverywhere } from '../../features/auth/log-out';
import { TwoStepSettings } from '../../features/two-step/two-step-settings';
import { useFlashToast } from '../../lib/flash-toast';
import { DeleteAccount } from '../../features/settings/delete-account';
import { BillingDetailsForm } from '../../features/settings/billing-details-form';
import { DownloadData } from '../../features/settings/download-data';
import { EmailForm } from '../../features/settings/email-form';
import { NameForm } from '../../features/settings/name-form';
import { PasswordForm } from '../../features/settings/password-form';
import { Sessions } from '../../features/settings/sessions';
import styles from './profile-settings.module.css';

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

/** `/profile/settings`: the account's details, devices, data and deletion, reached from the profile. */
export default function ProfileSettingsPage() {
  const user = useUserData();
  // A logout from here reloads the page (as the profile's does): its toast shows after the reload.
  useFlashToast();
  return (
    <section className={`container section ${styles.page}`}>
      {!user ? (
        <SignedOut reason="Log in to change your account settings." className={styles.section} />
      ) : (
        <>
          <h1 className={styles.heading}>{text.title}</h1>
          <p className={styles.lead}>{text.lead}</p>
          {/* The server renders this page for the signed-in visitor: its forms wait for the script. */}
          <FormNeedsJavaScript />
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
            <Section title={billingDetailsMessages.title} lead={billingDetailsMessages.lead}>
              <BillingDetailsForm />
            </Section>
            <Section title={text.dataTitle} lead={text.dataLead}>
              <DownloadData />
            </Section>
            <Section id={TWO_STEP_SECTION_ID} title={twoStepMessages.title} lead={twoStepMessages.lead} wide>
              <TwoStepSettings staff={user.labels?.includes(STAFF_LABEL) ?? false} />
            </Section>
            <Section title={text.sessionsTitle} lead={text.sessionsLead} wide>
              <Sessions logOutEverywhere={logOutEverywhere} />
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
