// The code's "noted" flag (§2 confirmation modal 'Ich habe mir den Code notiert', §3 "Noted check").
import type { Db } from '../../db/client.ts';

export const NOT_NOTED = 'NICHT_NOTIERT';

export async function markNoted(db: Db, code: string): Promise<void> {
  await db.query('UPDATE vermittlungscodes SET notiert = true WHERE code = $1', [code]);
}
