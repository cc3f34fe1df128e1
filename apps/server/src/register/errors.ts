// Why a register import stops without changing anything (docs/register.md "Exit codes"). Rows with
// problems do not stop it: they are reported and skipped (validate.ts).

/** The file cannot be used: not readable, not UTF-8, no or a broken header, a CSV syntax error. */
export class RegisterFileError extends Error {
  readonly exitCode = 1;
}

/** The removal guard refused: the file would remove more of the register than allowed. */
export class RemovalRefused extends Error {
  readonly exitCode = 3;
}
