// Application types of spec §1 and §4: the effective type the apps and the server switch on.
// KV is ours (issue #24 part 2, ADR 30): a KV's or the KBV's statistics staff, who see only the
// statistics block of the TSS app.
export const APPLICATION_TYPES = ['WEB', 'TSS', 'DISPO', 'SURGERY', 'SMED', 'KV'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
