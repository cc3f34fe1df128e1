// The practice register import (docs/register.md): the operator command
// scripts/import-practices.ts and the bench call importRegister.
export { REQUIRED_COLUMNS, OPTIONAL_COLUMNS } from './columns.ts';
export { RegisterFileError, RemovalRefused } from './errors.ts';
export { importRegister, type ImportOptions, type ImportResult } from './import.ts';
export { DEFAULT_MAX_REMOVAL_PERCENT, type KeptAppointment } from './removal.ts';
export { diagnosticLines, KEPT_HEADER, keptCsv, summaryLine } from './report.ts';
