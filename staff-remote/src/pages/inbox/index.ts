export { default } from './inbox-page';
export { metadata } from './metadata';
