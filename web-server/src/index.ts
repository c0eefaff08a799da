export { createShellServer, type ShellServerOptions } from './shell-server';
export { createStaticFilesServer, type StaticFilesServerOptions } from './static-files-server';
export { listenOptionsFromEnv, shellServerOptionsFromEnv } from './config';
