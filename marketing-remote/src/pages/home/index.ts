export { default } from './home-page';
export { metadata } from './metadata';
