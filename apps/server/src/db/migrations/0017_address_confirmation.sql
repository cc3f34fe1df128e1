-- A new notification address waits for its PIN (issue #26, finding 4.1, ADR 28; services/booking/
-- contact-change.ts). PATCH buchung stores it here and mails a PIN to it; only the right PIN
-- (POST buchung/email/bestaetigen) writes it into the code's booking, so until then every message
-- still goes to the old address. One pending change per code, not per booking row: a reschedule
-- writes a new booking row, and the pending change must survive it.
-- Statements are separated by "--;" lines (see db/migrate.ts).
CREATE TABLE adressaenderungen (
  code          text PRIMARY KEY REFERENCES vermittlungscodes (code),
  -- As typed (delivery); compared and counted lower-cased.
  email         text NOT NULL,
  -- HMAC with the pepper, bound to the code (security/pins.ts hashPin).
  pin_hash      text NOT NULL,
  fehlversuche  integer NOT NULL DEFAULT 0,
  laeuft_ab_am  timestamptz NOT NULL,
  erstellt_am   timestamptz NOT NULL DEFAULT now()
);
--;
-- The retention job deletes expired changes without a scan.
CREATE INDEX adressaenderungen_ablauf ON adressaenderungen (laeuft_ab_am);
