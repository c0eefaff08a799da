/**
 * What the React workspaces' component tests share (`@rcm/shared/testing/react`): kept apart from
 * `@rcm/shared/testing`, which the backend's tests load without React or a DOM (nor jest's hooks).
 */
export { pageAt, renderPage } from './render-page';
export { expectSentToLogInAgain } from './session-ended';
export { installFakeFetch } from './install-fake-fetch';
export { expectOnlyToast, renderWithToasts, shownToasts } from './shown-toasts';
export { testRemotePagesContract } from './remote-pages-contract';
