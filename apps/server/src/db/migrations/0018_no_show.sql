-- No-shows (issue #24 part 1): a practice marks a past booking 'nicht erschienen' and may undo it
-- within 7 days. The mark only counts: the code was already used by the booking and stays so.
-- Statements are separated by "--;" lines (see db/migrate.ts).
ALTER TABLE buchungen ADD COLUMN nicht_erschienen_am timestamptz;
--;
-- The statistics job counts no-shows by appointment day without scanning every booking.
CREATE INDEX buchungen_nicht_erschienen ON buchungen (nicht_erschienen_am)
  WHERE nicht_erschienen_am IS NOT NULL;
