export { default } from './recovery-page';
export { metadata } from './metadata';
