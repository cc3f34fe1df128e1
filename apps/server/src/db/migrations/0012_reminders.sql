-- Reminders with confirm or release (issue #15 part 4; services/reminders/, docs/reminders.md).
-- Statements are separated by "--;" lines (see db/migrate.ts).

-- The patient pressed 'Ich komme' in the reminder: the desk shows the booking 'bestätigt'.
ALTER TABLE buchungen ADD COLUMN bestaetigt_am timestamptz;
--;
-- One reminder per booking and slot: the job sends none twice, and a booking moved to another slot
-- (rescheduling) is a new appointment that gets its own. Ids and a time only, nothing personal.
CREATE TABLE erinnerungen (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  buchung_id   bigint NOT NULL REFERENCES buchungen (id),
  slot_id      bigint NOT NULL REFERENCES slots (id),
  erstellt_am  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (buchung_id, slot_id)
);
--;
-- The two links of a reminder, 'komme' and 'freigeben': the SHA-256 of each random token (never
-- the token), single-use (verwendet_am), expiring at the appointment's start. The retention job
-- deletes them once expired or a day after use.
CREATE TABLE erinnerungs_links (
  token_hash     text PRIMARY KEY,
  erinnerung_id  bigint NOT NULL REFERENCES erinnerungen (id),
  aktion         text NOT NULL CHECK (aktion IN ('komme', 'freigeben')),
  laeuft_ab_am   timestamptz NOT NULL,
  verwendet_am   timestamptz,
  UNIQUE (erinnerung_id, aktion)
);
--;
CREATE INDEX erinnerungs_links_ablauf ON erinnerungs_links (laeuft_ab_am);
--;
CREATE INDEX erinnerungs_links_verwendet ON erinnerungs_links (verwendet_am) WHERE verwendet_am IS NOT NULL;
--;
-- The reminder job reads the booked slots that start within the lead time.
CREATE INDEX slots_gebucht_beginn ON slots (beginn) WHERE status = 'GEBUCHT';
