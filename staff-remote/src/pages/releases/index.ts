export { default } from './releases-page';
export { metadata } from './metadata';
