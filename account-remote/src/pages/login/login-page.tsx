import { paths } from '@rcm/shared';
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
      <div className="container">
        <LoginCard />
      </div>
    </div>
  );
}
