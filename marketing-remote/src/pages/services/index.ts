export { default } from './services-page';
export { metadata } from './metadata';
