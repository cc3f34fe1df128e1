-- Codes, identity check and message delivery. Statements are separated by "--;" lines.

-- Delivery retries with backoff: an unsent message is tried again once this time has come.
ALTER TABLE outbox ADD COLUMN naechster_versuch_am timestamptz NOT NULL DEFAULT now();
--;
CREATE INDEX outbox_faellig ON outbox (naechster_versuch_am) WHERE versendet_am IS NULL;
--;
-- A new PIN for a receiver ends the receiver's older open checks.
CREATE INDEX identitaetspruefungen_empfaenger ON identitaetspruefungen (empfaenger_hash);
--;
-- WP061: an e-mail address that already has an active booking for the specialty.
CREATE INDEX buchungen_empfaenger ON buchungen (lower(kontakt ->> 'notificationReceiver'))
  WHERE storniert_am IS NULL;
--;
-- Login: whether video slots exist for the code's qualifications (termintypen).
CREATE INDEX slots_video_frei ON slots (terminprofil_id)
  WHERE termintyp = 'VIDEOSPRECHSTUNDE' AND status = 'FREI';
