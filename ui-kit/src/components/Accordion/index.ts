export { Accordion } from './Accordion.tsx';
export type { AccordionProps, AccordionItem, AccordionSingleProps, AccordionMultipleProps } from './Accordion.tsx';
