export { Heading } from './Heading.tsx';
export type { HeadingLevel, HeadingProps, HeadingSize } from './Heading.tsx';
