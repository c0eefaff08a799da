export { default } from './privacy-page';
export { metadata } from './metadata';
