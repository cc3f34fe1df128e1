// shell: what the app shell and the server share about the prerendered shell (ADR 11): the page
// kinds, the smart banner's platform and the variants the server chooses from.
export * from './page-kind.ts';
export * from './platform.ts';
export * from './variant.ts';
