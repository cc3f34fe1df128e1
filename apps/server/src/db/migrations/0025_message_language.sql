-- The language of the patient's messages (issue #23 part 1, ADR 37): the e-mails, SMS and calendar
-- file of a booking, a video reservation, a slot alert and an identity check are written in the
-- language the patient used in WEB (its Accept-Language), stored with the row so that a later
-- message (a reminder, the practice's cancellation, a slot alert's offer) uses it too. Staff and
-- partner calls store 'de'. Not `terminalarme.sprache`: that is the doctor's language the alert
-- watches (0022). Part of the row, erased with it (ADR 17). Statements are separated by "--;" lines
-- (see db/migrate.ts).
ALTER TABLE buchungen ADD COLUMN nachrichtensprache text NOT NULL DEFAULT 'de'
  CHECK (nachrichtensprache IN ('de', 'en', 'tr', 'ru', 'ar', 'uk', 'pl'));
--;
ALTER TABLE reservierungen ADD COLUMN nachrichtensprache text NOT NULL DEFAULT 'de'
  CHECK (nachrichtensprache IN ('de', 'en', 'tr', 'ru', 'ar', 'uk', 'pl'));
--;
ALTER TABLE terminalarme ADD COLUMN nachrichtensprache text NOT NULL DEFAULT 'de'
  CHECK (nachrichtensprache IN ('de', 'en', 'tr', 'ru', 'ar', 'uk', 'pl'));
--;
ALTER TABLE identitaetspruefungen ADD COLUMN nachrichtensprache text NOT NULL DEFAULT 'de'
  CHECK (nachrichtensprache IN ('de', 'en', 'tr', 'ru', 'ar', 'uk', 'pl'));
