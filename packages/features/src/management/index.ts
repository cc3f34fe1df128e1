// management feature (issue #4): 'Termin verwalten', the way into an existing booking by its code.
export { ManagementPage } from './ManagementPage.tsx';
export { MANAGEMENT_MESSAGES, MANAGEMENT_TEXTS } from './texts.ts';
// For the TSS/DISPO login's block 'Termine ansehen und bearbeiten' (issue #5): the same lookup.
export { ManagementStoreProvider, useManagement } from './ManagementStoreProvider.tsx';
export { useCodeLookup, type CodeLookup } from './hooks/useCodeLookup.ts';
export { LookupFailure } from './components/LookupFailure.tsx';
export { createManagementStore, type ManagementOutcome, type ManagementStore } from './store.ts';
