export { default } from './contact-page';
export { metadata } from './metadata';
