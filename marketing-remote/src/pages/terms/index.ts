export { default } from './terms-page';
