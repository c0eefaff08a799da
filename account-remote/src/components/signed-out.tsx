import { paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';

interface SignedOutProps {
  /** What logging in leads to on this page, e.g. "Log in to change your account settings." */
  reason: string;
  /** The card's look on this page (beside the design system's `card`). */
  className?: string;
}

/** A signed-in page opened without a login: what it is for, and the way to log in. */
export function SignedOut({ reason, className }: SignedOutProps) {
  return (
    <div className={`card ${className ?? ''}`}>
      <h1>You are not logged in</h1>
      <p>{reason}</p>
      <Link to={paths.login} className="button button--primary">
        Log in
      </Link>
    </div>
  );
}
