import type { ComponentType } from 'react';
import type { PageMetadataExport } from './page-metadata';

/**
 * The seam between the shell and the remotes: which modules each remote must expose. Every
 * exposed module's default export is a React component that takes no props.
 */
export const remoteModules = {
  marketing: [
    './Home',
    './About',
    './Services',
    './Contact',
    './Privacy',
    './Terms',
    './Insights',
    './Insight',
    './NewsletterConfirm',
    './NewsletterUnsubscribe',
  ],
  account: ['./Login', './Profile', './Recovery', './ResetPassword', './VerifyEmail', './ProfileSettings', './Invoice'],
  staff: ['./Inbox', './Enquiry', './Subscribers', './Subscriptions', './Audit', './Releases'],
} as const;

export type RemoteName = keyof typeof remoteModules;
export type RemoteModule<R extends RemoteName> = (typeof remoteModules)[R][number];

/** Module Federation container names, as each remote's build declares them. */
export const remoteContainerNames: Record<RemoteName, string> = {
  marketing: 'rcm_marketing',
  account: 'rcm_account',
  staff: 'rcm_staff',
};

/**
 * What every exposed module must be: a page component, as its default export, taking no props,
 * and the page's metadata. A page at a parameterised route also lists the parameters of every
 * page it has (the sitemap names them).
 */
export interface RemotePageModule {
  default: ComponentType;
  metadata: PageMetadataExport;
  routeParams?: () => ReadonlyArray<Readonly<Record<string, string>>>;
}

/**
 * Where a remote keeps an exposed module, by convention: `./ResetPassword` is its page folder
 * `src/pages/reset-password/` (kebab-case, as every file and folder), whose `index.ts`
 * default-exports the page. The remotes' builds derive their exposes from this, so the contract
 * above is the only list.
 */
export function pageFolderOf(module: string): string {
  return module
    .replace(/^\.\//, '')
    .replace(/(?<=[a-z0-9])([A-Z])/g, '-$1')
    .toLowerCase();
}
