// search feature (issue #4).
export { SearchPage } from './SearchPage.tsx';
