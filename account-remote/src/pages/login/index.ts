export { default } from './login-page';
export { metadata } from './metadata';
