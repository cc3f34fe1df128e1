// What every operator command shares (README "Operator commands"): its arguments, who runs it
// (--operator or the login), the database the server uses, and the audit line on stderr.
import { userInfo } from 'node:os';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { loadDatabaseSettings, loginName } from '../src/config.ts';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import {
  auditLogLine,
  checkOperator,
  OperationRefused,
  type AuditEntry,
} from '../src/services/operations/audit.ts';

export { OperationRefused };

/** Refuses the command with its usage; exit code 2 like a usage error. */
export function refuse(message: string, usage: string): never {
  process.stderr.write(`${message}\nusage: ${usage}\n`);
  process.exit(2);
}

/** `pnpm <command> -- …` passes the `--` through; it is dropped here. */
export function parseCommand<O extends ParseArgsOptionsConfig>(usage: string, options: O) {
  const argv = process.argv.slice(2);
  try {
    return parseArgs({
      args: argv[0] === '--' ? argv.slice(1) : argv,
      options: { ...options, operator: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return refuse((error as Error).message, usage);
  }
}

function loginOrUser(): string | undefined {
  try {
    return loginName() ?? userInfo().username;
  } catch {
    return loginName();
  }
}

/** The operator: --operator, else the login. */
export function operatorOf(given: string | undefined): string {
  return checkOperator(given ?? loginOrUser());
}

export function printAudit(entry: AuditEntry): void {
  process.stderr.write(auditLogLine(entry));
}

/** Checks input before the database is opened: a refusal prints its reason and exits 2. */
export function checked<T>(usage: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof OperationRefused) refuse(error.message, usage);
    throw error;
  }
}

/**
 * Opens the server's database (migrations applied, like a start), runs the command, closes it. A
 * refusal prints its reason and exits 2, any other failure exits 1.
 */
export async function withDatabase(usage: string, run: (db: Db) => Promise<void>): Promise<void> {
  let db: Db | undefined;
  try {
    db = await openDb(loadDatabaseSettings());
    await migrate(db);
    await run(db);
  } catch (error) {
    if (error instanceof OperationRefused) {
      await db?.close();
      refuse(error.message, usage);
    }
    throw error;
  }
  await db.close();
}
