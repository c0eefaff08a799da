export { default } from './insight-page';
export { metadata, routeParams } from './metadata';
