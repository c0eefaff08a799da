export * from './app-options';
export { databaseOptionsFromEnv, listenOptionsFromEnv, optionsFromEnv } from './from-env';
export { assertProductionReady, productionProblems } from './production';
