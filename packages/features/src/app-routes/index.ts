export { AppRoutes, DEV_PATH, type AppRoutesProps, type OptionalPage } from './AppRoutes.tsx';
