-- The slot alert, Terminalarm (issue #15, docs/alerts.md): a patient with a code asks to be told
-- when a slot matching the search's filters becomes free. Triggers on `slots` record every slot
-- that becomes free, in the transaction that frees it, whatever frees it (the desk, FHIR, a
-- cancellation, an expired reservation, a job); a job (services/alerts/matcher.ts) matches them
-- to the alerts and writes the messages into the outbox. Statements are separated by "--;" lines.

CREATE TABLE terminalarme (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code                 text NOT NULL REFERENCES vermittlungscodes (code),
  -- The verified application type that set it up (WEB, TSS, DISPO): counts and the docs' rules.
  angelegt_von         text NOT NULL,
  kanal                text NOT NULL CHECK (kanal IN ('sms', 'email')),
  -- The address messages go to; emptied by the retention job once the alert has ended.
  empfaenger           text NOT NULL,
  -- Keyed hash of the address: the per-address limits without reading addresses.
  empfaenger_hash      text NOT NULL,
  -- The filters (§3 "Search parameters"): postcode and its centroid, radius, specialties and
  -- extras, the 14-digit daytime mask, the appointment type (NULL: any), the code's urgency and
  -- the days of its search window (§9 date-range maximum).
  plz                  text NOT NULL,
  lat                  double precision NOT NULL,
  lon                  double precision NOT NULL,
  radius_km            integer NOT NULL CHECK (radius_km BETWEEN 1 AND 150),
  leistungsmerkmale    text[] NOT NULL CHECK (cardinality(leistungsmerkmale) > 0),
  zusatzqualifikationen text[] NOT NULL DEFAULT '{}',
  tageszeiten          text NOT NULL CHECK (tageszeiten ~ '^[01]{14}$'),
  termintyp            text CHECK (termintyp IN ('PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE')),
  dringlichkeit        text NOT NULL,
  fenster_tage         integer NOT NULL CHECK (fenster_tage > 0),
  -- The PIN step: hash of the subscription's token, the PIN's keyed hash, tries and expiry.
  token_hash           text,
  pin_hash             text NOT NULL DEFAULT '',
  pin_versuche         integer NOT NULL DEFAULT 0,
  pin_laeuft_ab_am     timestamptz NOT NULL,
  erstellt_am          timestamptz NOT NULL DEFAULT now(),
  bestaetigt_am        timestamptz,
  laeuft_ab_am         timestamptz NOT NULL,
  beendet_am           timestamptz,
  ende_grund           text CHECK (ende_grund IN
                         ('gebucht', 'code_verbraucht', 'abgelaufen', 'abgemeldet', 'ersetzt', 'unbestaetigt')),
  -- The daily cap and the gap between messages (ALERT_MESSAGES_PER_DAY, ALERT_MIN_GAP_MINUTES):
  -- messages of the day, all messages, the last one, and until when no message may go out.
  meldungen_tag        date,
  meldungen_am_tag     integer NOT NULL DEFAULT 0,
  meldungen            integer NOT NULL DEFAULT 0,
  zuletzt_gemeldet_am  timestamptz,
  gesperrt_bis         timestamptz,
  anonymisiert_am      timestamptz
);
--;
CREATE UNIQUE INDEX terminalarme_token ON terminalarme (token_hash);
--;
-- Alerts still running, by code: a booking ends them (trigger below), a new one replaces them.
CREATE INDEX terminalarme_aktiv_code ON terminalarme (code) WHERE beendet_am IS NULL;
--;
-- The per-address limit counts the running alerts of an address.
CREATE INDEX terminalarme_aktiv_empfaenger ON terminalarme (empfaenger_hash) WHERE beendet_am IS NULL;
--;
-- Housekeeping finds alerts past their 28 days, and unconfirmed ones past their PIN.
CREATE INDEX terminalarme_ablauf ON terminalarme (laeuft_ab_am) WHERE beendet_am IS NULL;
--;
CREATE INDEX terminalarme_unbestaetigt ON terminalarme (pin_laeuft_ab_am)
  WHERE beendet_am IS NULL AND bestaetigt_am IS NULL;
--;
-- The retention job finds ended alerts that still hold an address.
CREATE INDEX terminalarme_zu_loeschen ON terminalarme (beendet_am)
  WHERE beendet_am IS NOT NULL AND anonymisiert_am IS NULL;
--;
-- Where the matcher looks: one row per running, confirmed alert and specialty, with the centroid of
-- its postcode and its radius rounded up to a radius choice (§9): a freed slot is looked up per
-- choice in a box of that radius around its practice, so 100,000 alerts cost a few index ranges.
-- The row also carries the alert's other filters and until when it may not be told (its daily cap
-- or the gap after a message): the matcher ranks the candidates from the index alone and reads
-- the alerts only for those it tells.
CREATE TABLE terminalarm_orte (
  merkmal        text NOT NULL,
  radius_klasse  integer NOT NULL,
  lat            double precision NOT NULL,
  lon            double precision NOT NULL,
  alarm_id       bigint NOT NULL REFERENCES terminalarme (id) ON DELETE CASCADE,
  radius_km      integer NOT NULL,
  termintyp      text,
  tageszeiten    text NOT NULL,
  fenster_tage   integer NOT NULL,
  dringlichkeit  text NOT NULL,
  zusatzqualifikationen text[] NOT NULL,
  gesperrt_bis   timestamptz,
  PRIMARY KEY (merkmal, radius_klasse, lat, lon, alarm_id)
    INCLUDE (radius_km, termintyp, tageszeiten, fenster_tage, dringlichkeit,
             zusatzqualifikationen, gesperrt_bis)
);
--;
CREATE INDEX terminalarm_orte_alarm ON terminalarm_orte (alarm_id);
--;
-- The keys of the links in messages, hashed (a link key opens the alert's page and unsubscribes;
-- it never reveals the code).
CREATE TABLE terminalarm_links (
  hash         text PRIMARY KEY,
  alarm_id     bigint NOT NULL REFERENCES terminalarme (id) ON DELETE CASCADE,
  erstellt_am  timestamptz NOT NULL DEFAULT now()
);
--;
CREATE INDEX terminalarm_links_alarm ON terminalarm_links (alarm_id);
--;
-- Which alert was told about which slot: never twice about one slot.
CREATE TABLE terminalarm_meldungen (
  slot_id      bigint NOT NULL,
  alarm_id     bigint NOT NULL REFERENCES terminalarme (id) ON DELETE CASCADE,
  gemeldet_am  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (slot_id, alarm_id)
);
--;
CREATE INDEX terminalarm_meldungen_alarm ON terminalarm_meldungen (alarm_id);
--;
-- Slots that became free, written by the triggers below; the matcher takes and deletes them.
CREATE TABLE terminalarm_ereignisse (
  id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slot_id  bigint NOT NULL,
  zeit     timestamptz NOT NULL DEFAULT now()
);
--;
-- Free slots with alerts still to tell: the next wave is due at faellig_am (fairness rule,
-- docs/alerts.md); removed once the slot is taken, has begun, or no matching alert is left.
CREATE TABLE terminalarm_wellen (
  slot_id     bigint PRIMARY KEY,
  faellig_am  timestamptz NOT NULL,
  frei_seit   timestamptz NOT NULL,
  -- Waves told so far, and alerts told in the wave under way (a wave a run could not fill).
  wellen      integer NOT NULL DEFAULT 0,
  in_welle    integer NOT NULL DEFAULT 0
);
--;
CREATE INDEX terminalarm_wellen_faellig ON terminalarm_wellen (faellig_am);
--;
-- A slot inserted free (the desk, a series, FHIR, the register, the demo seed): one statement-level
-- trigger per statement, so a series of 1,000 slots is one INSERT … SELECT. Nothing is recorded
-- while no alert runs (the demo seed writes 85,000 slots).
CREATE FUNCTION terminalarm_slots_eingefuegt() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM terminalarme WHERE beendet_am IS NULL) THEN
    INSERT INTO terminalarm_ereignisse (slot_id) SELECT id FROM neu WHERE status = 'FREI';
  END IF;
  RETURN NULL;
END
$$;
--;
CREATE TRIGGER terminalarm_slots_insert AFTER INSERT ON slots
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION terminalarm_slots_eingefuegt();
--;
-- A slot that becomes free (cancelled, reservation expired, unblocked, rescheduled away from,
-- released) or whose matching columns change while free. The WHEN clause keeps every other update —
-- a booking above all — free of any cost beyond the comparison.
CREATE FUNCTION terminalarm_slot_frei() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM terminalarme WHERE beendet_am IS NULL) THEN
    INSERT INTO terminalarm_ereignisse (slot_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--;
CREATE TRIGGER terminalarm_slot_update AFTER UPDATE ON slots FOR EACH ROW
  WHEN (NEW.status = 'FREI' AND (OLD.status <> 'FREI'
        OR OLD.beginn <> NEW.beginn OR OLD.termintyp <> NEW.termintyp
        OR OLD.terminprofil_id <> NEW.terminprofil_id OR OLD.abschnitt <> NEW.abschnitt
        OR OLD.buchungsbefugnisse <> NEW.buchungsbefugnisse
        OR OLD.dringlichkeiten <> NEW.dringlichkeiten))
  EXECUTE FUNCTION terminalarm_slot_frei();
--;
-- A booking with the code ends its alerts (issue #15 "when its code books"), whichever way it was
-- booked (WEB, TSS, video PIN, SURGERY), in the booking's own transaction.
CREATE FUNCTION terminalarme_nach_buchung() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH beendet AS (
    UPDATE terminalarme SET beendet_am = now(), ende_grund = 'gebucht'
     WHERE beendet_am IS NULL AND code IN (SELECT code FROM neu WHERE storniert_am IS NULL)
    RETURNING id)
  DELETE FROM terminalarm_orte WHERE alarm_id IN (SELECT id FROM beendet);
  RETURN NULL;
END
$$;
--;
CREATE TRIGGER terminalarme_buchung_insert AFTER INSERT ON buchungen
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION terminalarme_nach_buchung();
--;
-- Mail headers of a message (e.g. List-Unsubscribe of RFC 8058 for the alert's messages).
ALTER TABLE outbox ADD COLUMN kopfzeilen jsonb NOT NULL DEFAULT '{}';
