import { brand, paths } from '@rcm/shared';
import { useUserData } from '@rcm/shared/hooks';
import { Navigate } from '@rcm/shared/routing';
import { useFlashToast } from '../../lib/flash-toast';
import { LoginCard } from './login-card';
import styles from './login-page.module.css';

export default function LoginPage() {
  const user = useUserData();
  useFlashToast();
  if (user) return <Navigate to={paths.profile} replace />;
  return (
    <div className={styles.page}>
      <title>{`Log In or Create an Account | ${brand.companyName}`}</title>
      <meta name="description" content={`Log in to your ${brand.companyName} account, or create one to subscribe to a billing package.`} />
      <div className="container">
        <LoginCard />
      </div>
    </div>
  );
}
