export { default } from './profile-settings-page';
export { metadata } from './metadata';
