// Bookings of one slot take turns within a server process (ADR 24). Two requests for the same slot
// at the same moment would both read the slot free, both build the confirmation, both lock their
// code and claim the slot, and the loser would read everything again to say why: three statements
// and a commit for a 409. Taking turns, the second request reads the facts after the first has
// finished and is answered from them in one read-only statement. Only the work is ordered, not the
// outcome: the database still decides (the conditional UPDATE and the unique indexes), so requests
// on other server processes, and other booking paths, race as before.

/** The tail of each slot's queue, per database (one process can serve several in tests). */
const queues = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Runs `work` after every earlier booking of `slotId` on `db` in this process has finished (with
 * any outcome). Without a slot id (a malformed one is refused by the rules) it runs at once.
 */
export async function onePerSlot<T>(
  db: object,
  slotId: string | null,
  work: () => Promise<T>,
): Promise<T> {
  if (slotId === null) return work();
  let byDb = queues.get(db);
  if (!byDb) queues.set(db, (byDb = new Map()));
  const before = byDb.get(slotId);
  const mine = before ? before.then(work) : work();
  const tail = mine.then(
    () => undefined,
    () => undefined,
  );
  byDb.set(slotId, tail);
  try {
    return await mine;
  } finally {
    // The last in the queue removes it, so the map holds only slots being booked right now.
    if (byDb.get(slotId) === tail) byDb.delete(slotId);
  }
}
