export { default } from './subscribers-page';
export { metadata } from './metadata';
