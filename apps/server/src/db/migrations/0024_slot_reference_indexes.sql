-- Deleting a slot (a practice withdraws it over FHIR or the desk, the retention job clears old
-- ones) checks the foreign keys that point at it. Bookings, reservations and reminders had only
-- partial indexes on slot_id (active rows) or none leading with it, so each check scanned the
-- whole table: found in issue #25 part 3, where removing 80,000 slots took over 10 minutes
-- against 23,000 bookings. One plain index per referencing column.
-- Statements are separated by "--;" lines (see db/migrate.ts).
CREATE INDEX buchungen_slot ON buchungen (slot_id);
--;
CREATE INDEX reservierungen_slot ON reservierungen (slot_id);
--;
CREATE INDEX erinnerungen_slot ON erinnerungen (slot_id);
