/**
 * The seam between the shell and the remotes: which modules each remote must expose. Every
 * exposed module's default export is a React component that takes no props.
 */
export const remoteModules = {
  marketing: ['./Home', './About', './Services', './Contact', './Privacy', './Terms', './Insight'],
  account: ['./Login', './Profile'],
} as const;

export type RemoteName = keyof typeof remoteModules;
export type RemoteModule<R extends RemoteName> = (typeof remoteModules)[R][number];

/** Module Federation container names, as each remote's build declares them. */
export const remoteContainerNames: Record<RemoteName, string> = {
  marketing: 'rcm_marketing',
  account: 'rcm_account',
};
