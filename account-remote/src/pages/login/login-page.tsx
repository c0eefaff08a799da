import { asksForSecondFactor, paths, returnPathFrom } from '@rcm/shared';
import { useUserData } from '@rcm/shared/hooks';
import { Navigate, useLocation } from '@rcm/shared/routing';
import { useFlashToast } from '../../lib/flash-toast';
import { LoginCard } from './login-card';
import { accountCardStyles as styles } from '../../components/account-card-page';

export default function LoginPage() {
  const user = useUserData();
  const { search } = useLocation();
  useFlashToast();
  // A page that needed a login (the staff console) sent the visitor here to come back to it.
  // A stored user whose session owes its second factor was sent here for the code: the card asks for it.
  if (user && !asksForSecondFactor(search)) return <Navigate to={returnPathFrom(search) ?? paths.profile} replace />;
  return (
    <div className={styles.page}>
      <div className="container">
        <LoginCard />
      </div>
    </div>
  );
}
