import { notFoundMetadata, paths, UNEXPECTED_ERROR_HEADING } from '@rcm/shared';
import { isRouteErrorResponse, Link, useRouteError } from '@rcm/shared/routing';
import { PageHead } from '../head/page-head';
import styles from './error-screen.module.css';

/** The spec's error screen for unknown routes and render failures, inside the site's layout. */
export function ErrorScreen() {
  const error = useRouteError();
  // Rendered for an unknown path, there is no route error: that is a "not found".
  const notFound = error == null || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-heading">
      <PageHead metadata={notFoundMetadata} />
      <p className={styles.code} aria-hidden="true">
        {notFound ? '404' : 'Oops'}
      </p>
      <h1 id="error-heading">{UNEXPECTED_ERROR_HEADING}</h1>
      <p className={styles.lead}>
        {notFound ? 'The page you were looking for does not exist or has moved.' : 'Something went wrong while showing this page.'}
      </p>
      <Link to={paths.home} className="button button--primary">
        Back to the home page
      </Link>
    </section>
  );
}
