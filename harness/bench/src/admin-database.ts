// The PostgreSQL server's own database `postgres` (trust auth, user postgres): where the benches
// create and drop the databases they measure.
import pg from 'pg';

/** `name` as a quoted SQL identifier. */
export function quotedIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs `work` with a client on the server of `databaseUrl`, given the name of its database. */
export async function withAdminClient<T>(
  databaseUrl: string,
  work: (client: pg.Client, name: string) => Promise<T>,
): Promise<T> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/** Drops and creates the database named in the URL. */
export async function freshDatabase(databaseUrl: string): Promise<void> {
  await withAdminClient(databaseUrl, async (client, name) => {
    await client.query(`DROP DATABASE IF EXISTS ${quotedIdentifier(name)}`);
    await client.query(`CREATE DATABASE ${quotedIdentifier(name)}`);
  });
}
