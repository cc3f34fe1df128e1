-- Personal data that expires (services/retention/): which rows were anonymised, the daily counts
-- kept of what is deleted, and indexes so that each batch finds its rows without a full scan.

ALTER TABLE buchungen ADD COLUMN anonymisiert_am timestamptz;
--;
ALTER TABLE reservierungen ADD COLUMN anonymisiert_am timestamptz;
--;
ALTER TABLE kontaktanfragen ADD COLUMN anonymisiert_am timestamptz;
--;
CREATE INDEX buchungen_nicht_anonymisiert ON buchungen (id) WHERE anonymisiert_am IS NULL;
--;
CREATE INDEX reservierungen_nicht_anonymisiert ON reservierungen (id) WHERE anonymisiert_am IS NULL;
--;
CREATE INDEX kontaktanfragen_nicht_anonymisiert ON kontaktanfragen (id) WHERE anonymisiert_am IS NULL;
--;
CREATE INDEX identitaetspruefungen_ablauf ON identitaetspruefungen (laeuft_ab_am);
--;
-- Messages that still hold a receiver, subject or content.
CREATE INDEX outbox_mit_inhalt ON outbox (id) WHERE empfaenger <> '' OR betreff <> '' OR text <> '';
--;
-- Daily counts of deleted rows, for statistics without personal data: `art` names the kind of
-- data (e.g. 'identitaetspruefung'), `merkmal` the non-personal split (e.g. 'sms:bestaetigt').
CREATE TABLE statistik_tage (
  tag      date NOT NULL,
  art      text NOT NULL,
  merkmal  text NOT NULL DEFAULT '',
  anzahl   integer NOT NULL CHECK (anzahl >= 0),
  PRIMARY KEY (tag, art, merkmal)
);
