export { default } from './about-page';
