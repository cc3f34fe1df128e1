export { Accordion } from './Accordion.tsx';
export type { AccordionProps } from './Accordion.tsx';
