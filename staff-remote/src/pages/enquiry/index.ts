export { default } from './enquiry-page';
export { metadata } from './metadata';
