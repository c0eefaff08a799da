export * from './app-options';
export {
  databaseOptionsFromEnv,
  listenOptionsFromEnv,
  mailOptionsFromEnv,
  optionsFromEnv,
  paymentsFromEnv,
  siteOriginsFromEnv,
} from './from-env';
export { assertProductionReady, productionProblems } from './production';
