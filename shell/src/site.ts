/**
 * `@rcm/shell/site`: the shell's frame without federation (the routes around the pages, the error
 * screen, the loading state), for a build of the whole site in one bundle: the bench's monolith.
 */
export { siteRoutes } from './app/site-routes';
export { ErrorScreen } from './errors/error-screen';
export { PageLoading } from './federation/page-loading';
