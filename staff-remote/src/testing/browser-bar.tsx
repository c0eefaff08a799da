import { useLocation, useNavigate } from '@rcm/shared/routing';

/** The browser's Back button, and the address it is at: what a test of a view kept in the address uses. */
export function BrowserBar() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <output aria-label="Address">{`${pathname}${search}`}</output>
    </>
  );
}
