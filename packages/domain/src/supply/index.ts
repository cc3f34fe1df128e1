// The supply side's rules (docs/supply.md): appointment profiles and the slots practices publish.
export * from './profile.ts';
export * from './slots.ts';
export * from './desk.ts';
export * from './desk-requests.ts';
