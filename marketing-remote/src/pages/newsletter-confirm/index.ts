export { default } from './newsletter-confirm-page';
export { metadata } from './metadata';
