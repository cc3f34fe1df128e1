export { Footer, Page, PageHeader } from './Page.tsx';
export type { FooterProps, PageHeaderProps, PageProps } from './Page.tsx';
