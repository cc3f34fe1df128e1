-- The Terminservice schema (PostgreSQL dialect; runs on PGlite and PostgreSQL).
-- Statements are separated by "--;" lines (see db/migrate.ts).

-- Reference data -----------------------------------------------------------------------------

-- The 17 Kassenärztliche Vereinigungen (KV), by their official two-digit number.
CREATE TABLE kv_regionen (
  id   text PRIMARY KEY,
  name text NOT NULL
);
--;
-- German postcodes with place name and centroid (for ortsname/abrufen, radius and distance).
CREATE TABLE postleitzahlen (
  plz      text PRIMARY KEY CHECK (plz ~ '^[0-9]{5}$'),
  ortsname text NOT NULL,
  lat      double precision NOT NULL,
  lon      double precision NOT NULL,
  kv_id    text NOT NULL REFERENCES kv_regionen (id)
);
--;
-- Qualification catalogue (§3 "Qualifications response"): w = doctor groups with subgroups,
-- z = additional qualifications, g = federal approvals.
CREATE TABLE leistungsmerkmale (
  code        text PRIMARY KEY,
  art         text NOT NULL CHECK (art IN ('w', 'z', 'g')),
  gruppe      text,
  name        text NOT NULL,
  sort        integer NOT NULL DEFAULT 0
);
--;
-- Practices, appointment profiles, slots --------------------------------------------------------

CREATE TABLE praxen (
  id                         text PRIMARY KEY,
  bsnr                       text NOT NULL,
  name                       text NOT NULL,
  strasse                    text NOT NULL,
  plz                        text NOT NULL,
  ort                        text NOT NULL,
  lat                        double precision NOT NULL,
  lon                        double precision NOT NULL,
  kv_id                      text NOT NULL REFERENCES kv_regionen (id),
  telefon                    text,
  webseite                   text,
  hinweis                    text,
  barrierefreiheiten         text[] NOT NULL DEFAULT '{}',
  barrierefreiheit_freitext  text,
  smed_pseudonym             text UNIQUE,
  entfernt                   boolean NOT NULL DEFAULT false
);
--;
CREATE INDEX praxen_lat_lon ON praxen (lat, lon);
--;
CREATE INDEX praxen_bsnr ON praxen (bsnr);
--;
CREATE TABLE terminprofile (
  id                 text PRIMARY KEY,
  praxis_id          text NOT NULL REFERENCES praxen (id),
  name               text NOT NULL,
  hinweis            text,
  leistungsmerkmale  text[] NOT NULL,
  qualifikationen    text[] NOT NULL DEFAULT '{}'
);
--;
CREATE INDEX terminprofile_praxis ON terminprofile (praxis_id);
--;
CREATE TABLE slots (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  praxis_id           text NOT NULL REFERENCES praxen (id),
  terminprofil_id     text NOT NULL REFERENCES terminprofile (id),
  beginn              timestamptz NOT NULL,
  ende                timestamptz NOT NULL,
  termintyp           text NOT NULL CHECK (termintyp IN ('PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE')),
  buchungsbefugnisse  text[] NOT NULL,
  -- §3 result sections: default, additional (later), freeToUseForPraxis (released to the doctor).
  abschnitt           text NOT NULL DEFAULT 'default'
                      CHECK (abschnitt IN ('default', 'additional', 'freeToUseForPraxis')),
  -- FREI → RESERVIERT (video, 30 min) → GEBUCHT; back to FREI on cancellation or expiry.
  status              text NOT NULL DEFAULT 'FREI' CHECK (status IN ('FREI', 'RESERVIERT', 'GEBUCHT', 'BLOCKIERT', 'GELOESCHT')),
  version             integer NOT NULL DEFAULT 0,
  CHECK (ende > beginn)
);
--;
-- Search reads only free slots: a partial index keeps it small (docs/toolchain.md measurements).
CREATE INDEX slots_frei ON slots (praxis_id, beginn) WHERE status = 'FREI';
--;
CREATE INDEX slots_profil ON slots (terminprofil_id);
--;
-- Codes, identity checks, bookings, reservations ---------------------------------------------

CREATE TABLE vermittlungscodes (
  code               text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{12}$'),
  leistungsmerkmal   text NOT NULL,
  dringlichkeit      text NOT NULL DEFAULT 'DRINGEND',
  ausgestellt_am     timestamptz NOT NULL DEFAULT now(),
  ausgestellt_von    text NOT NULL,
  stornierungen      integer NOT NULL DEFAULT 0,
  notiert            boolean NOT NULL DEFAULT false
);
--;
CREATE TABLE identitaetspruefungen (
  token             text PRIMARY KEY,
  kanal             text NOT NULL CHECK (kanal IN ('sms', 'email')),
  -- Hash of the phone number or e-mail: lets us rate-limit a receiver without storing it.
  empfaenger_hash   text NOT NULL,
  plz               text NOT NULL,
  leistungsmerkmal  text NOT NULL,
  pin_hash          text NOT NULL,
  versuche          integer NOT NULL DEFAULT 0,
  versendet         integer NOT NULL DEFAULT 1,
  erstellt_am       timestamptz NOT NULL DEFAULT now(),
  laeuft_ab_am      timestamptz NOT NULL,
  bestaetigt_am     timestamptz,
  vermittlungscode  text REFERENCES vermittlungscodes (code)
);
--;
CREATE TABLE buchungen (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code                  text NOT NULL REFERENCES vermittlungscodes (code),
  slot_id               bigint NOT NULL REFERENCES slots (id),
  termintyp             text NOT NULL,
  leistungsmerkmale     text[] NOT NULL,
  kontakt               jsonb NOT NULL,
  benachrichtigung      text,
  erstellt_am           timestamptz NOT NULL DEFAULT now(),
  storniert_am          timestamptz
);
--;
-- Never two active bookings for one slot, whatever the application code does.
CREATE UNIQUE INDEX buchungen_ein_aktiver_pro_slot ON buchungen (slot_id) WHERE storniert_am IS NULL;
--;
CREATE INDEX buchungen_code ON buchungen (code);
--;
CREATE TABLE reservierungen (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code             text NOT NULL REFERENCES vermittlungscodes (code),
  slot_id          bigint NOT NULL REFERENCES slots (id),
  leistungsmerkmale text[] NOT NULL,
  kontakt          jsonb NOT NULL,
  email            text NOT NULL,
  pin_hash         text NOT NULL,
  fehlversuche     integer NOT NULL DEFAULT 0,
  versendet        integer NOT NULL DEFAULT 1,
  zuletzt_versendet_am timestamptz NOT NULL DEFAULT now(),
  erstellt_am      timestamptz NOT NULL DEFAULT now(),
  laeuft_ab_am     timestamptz NOT NULL,
  status           text NOT NULL DEFAULT 'RESERVIERT' CHECK (status IN ('RESERVIERT', 'GEBUCHT', 'STORNIERT', 'ABGELAUFEN')),
  buchung_id       bigint REFERENCES buchungen (id)
);
--;
CREATE UNIQUE INDEX reservierungen_eine_aktive_pro_slot ON reservierungen (slot_id) WHERE status = 'RESERVIERT';
--;
CREATE INDEX reservierungen_code ON reservierungen (code);
--;
-- Idempotency keys for POSTs: the first answer is stored and replayed for the same key and body.
CREATE TABLE idempotenz (
  schluessel     text NOT NULL,
  bereich        text NOT NULL,
  anfrage_hash   text NOT NULL,
  status_code    integer,
  antwort        jsonb,
  erstellt_am    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bereich, schluessel)
);
--;
-- Messages ------------------------------------------------------------------------------------

-- Outbox: every PIN, verification mail and confirmation is written here in the same transaction
-- as the change that causes it, then delivered (SMTP / SMS gateway) by a worker.
CREATE TABLE outbox (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kanal        text NOT NULL CHECK (kanal IN ('sms', 'email')),
  empfaenger   text NOT NULL,
  betreff      text NOT NULL DEFAULT '',
  text         text NOT NULL,
  anhaenge     jsonb NOT NULL DEFAULT '[]',
  erstellt_am  timestamptz NOT NULL DEFAULT now(),
  versendet_am timestamptz,
  versuche     integer NOT NULL DEFAULT 0,
  fehler       text
);
--;
CREATE INDEX outbox_offen ON outbox (id) WHERE versendet_am IS NULL;
--;
CREATE TABLE kontaktanfragen (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  daten        jsonb NOT NULL,
  erstellt_am  timestamptz NOT NULL DEFAULT now()
);
--;
-- Operations -----------------------------------------------------------------------------------

CREATE TABLE feature_toggles (
  schluessel  text PRIMARY KEY,
  wert        text NOT NULL
);
--;
-- The server status message shown in the apps' notification banner (§2, §4).
CREATE TABLE statusmeldungen (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  text         text NOT NULL,
  aktiv_ab     timestamptz NOT NULL DEFAULT now(),
  aktiv_bis    timestamptz
);
--;
-- Rate-limit counters shared by all instances (PIN and code guessing, §9 limits).
CREATE TABLE rate_limits (
  schluessel   text PRIMARY KEY,
  anzahl       integer NOT NULL,
  fenster_ende timestamptz NOT NULL
);
