import type { ReactElement } from 'react';
import type { RuntimePreview } from '../config/runtime-config';
import type { ServerVisitor } from '../session/user-data';
import type { RemoteName, RemotePageModule } from './remote-modules';
import type { ContactPost } from './server-render';

/**
 * The seam between the shell and its server: the shell's Node build (`shell/dist-server/`)
 * exports `renderShell`, which the server calls for every page it composes.
 */
export interface ShellRenderRequest {
  /** The requested URL, absolute. */
  url: string;
  /** The page the server loaded from its remote, rendered inside the layout; without it the page slot waits for the browser. */
  page?: { remote: RemoteName; module: string; loaded: RemotePageModule };
  /** The answer to a contact form posted without JavaScript, for the contact page to show. */
  contactPost?: ContactPost;
  /** The release this page previews (its config's `preview`): the layout shows the preview banner, as the browser will. */
  preview?: RuntimePreview;
  /** The signed-in visitor, as the backend answered their session cookie: the layout and the page render them. */
  visitor?: ServerVisitor;
}

export interface ShellRender {
  /** 404 when no route matches the path, else 200. */
  status: number;
  /** The site's element tree, for the server to stream into `<div id="root">`. */
  element: ReactElement;
}

export type RenderShell = (request: ShellRenderRequest) => Promise<ShellRender>;
