// The SURGERY appointment desk 'Terminverwaltung' (docs/supply.md "The desk").
export { DeskPage, type DeskPageProps } from './DeskPage.tsx';
export { createDeskStore, type DeskState, type DeskStore } from './store/index.ts';
export { DESK_TEXTS } from './texts.ts';
