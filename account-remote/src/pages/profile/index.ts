export { default } from './profile-page';
export { metadata } from './metadata';
