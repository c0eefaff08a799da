export { default } from './terms-page';
export { metadata } from './metadata';
