export { default } from './about-page';
export { metadata } from './metadata';
