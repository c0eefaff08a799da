export { default } from './insights-page';
export { metadata } from './metadata';
