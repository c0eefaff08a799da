export { default } from './audit-page';
export { metadata } from './metadata';
