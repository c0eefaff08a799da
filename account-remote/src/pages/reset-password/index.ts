export { default } from './reset-password-page';
export { metadata } from './metadata';
