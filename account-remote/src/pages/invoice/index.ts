export { default } from './invoice-page';
export { metadata } from './metadata';
