export { default } from './privacy-page';
