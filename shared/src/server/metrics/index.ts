export * from './server-registry';
export * from './request-metrics';
export * from './metrics-route';
