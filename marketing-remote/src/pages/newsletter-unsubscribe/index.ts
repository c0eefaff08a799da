export { default } from './newsletter-unsubscribe-page';
export { metadata } from './metadata';
