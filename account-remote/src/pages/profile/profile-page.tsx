import { brand, paths } from '@rcm/shared';
import { Link } from 'react-router';
import { useUserData } from '../../session/use-user-data';
import styles from './profile-page.module.css';

export default function ProfilePage() {
  const user = useUserData();
  return (
    <section className={`container section ${styles.page}`}>
      <title>{`Your Profile | ${brand.companyName}`}</title>
      <meta name="description" content={`Your ${brand.companyName} account: your package and your RC Score.`} />
      {user ? (
        <>
          <h1>Your Profile</h1>
          <p>Name: {user.name}</p>
        </>
      ) : (
        <div className={`card ${styles.signedOut}`}>
          <h1>You are not logged in</h1>
          <p>Log in to see your package, your RC Score and your subscription.</p>
          <Link to={paths.login} className="button button--primary">
            Log in
          </Link>
        </div>
      )}
    </section>
  );
}
