export { default } from './insight-page';
