export { default } from './subscriptions-page';
export { metadata } from './metadata';
