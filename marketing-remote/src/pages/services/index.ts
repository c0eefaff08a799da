export { default } from './services-page';
