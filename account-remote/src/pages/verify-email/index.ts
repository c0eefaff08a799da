export { default } from './verify-email-page';
export { metadata } from './metadata';
