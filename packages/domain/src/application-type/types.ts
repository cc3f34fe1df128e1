// Application types of spec §1 and §4: the effective type the apps and the server switch on.
export const APPLICATION_TYPES = ['WEB', 'TSS', 'DISPO', 'SURGERY', 'SMED'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
