// The supply side's rules (docs/supply.md): appointment profiles, the slots practices publish and
// the practice fields of the register (docs/register.md).
export * from './profile.ts';
export * from './arzt.ts';
export * from './sprachen.ts';
export * from './slots.ts';
export * from './practice.ts';
export * from './desk.ts';
export * from './desk-requests.ts';
export * from './desk-responses.ts';
export * from './no-show.ts';
