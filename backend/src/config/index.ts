export * from './app-options';
export { listenOptionsFromEnv, optionsFromEnv } from './from-env';
export { assertProductionReady, productionProblems } from './production';
