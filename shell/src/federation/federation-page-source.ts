// Why: in the browser, pages come from the remotes through the federation runtime.
import type { ServerRender } from '@rcm/shared';
import { forgetPage, loadedPage, loadPage } from './loaded-pages';
import type { PageSource } from './page-source';
import { resetRemote } from './remote-registry';

/** The browser's page source; `serverRender` is what the server said it rendered into the HTML. */
export function federationPageSource(serverRender: ServerRender | undefined): PageSource {
  return {
    loadedPage,
    loadPage,
    forgetPage(remote, module) {
      forgetPage(remote, module);
      resetRemote(remote);
    },
    serverRendered: (remote, module) => serverRender?.page?.remote === remote && serverRender.page.module === module,
  };
}
