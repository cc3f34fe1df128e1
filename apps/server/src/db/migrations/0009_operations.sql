-- Operations without SQL (issue 16): withdrawn staff and practice tokens, and the audit of every
-- operator command. Statements are separated by "--;" lines (see db/migrate.ts).

-- A withdrawn token (art 'token', wert = its id, the jti) or every token of a subject issued up to
-- widerrufen_am (art 'subjekt', wert = the subject). Every request that carries a token looks its
-- id and subject up here by primary key, so a withdrawal holds on the next request on every server
-- process. Rows are small and few; they are kept (a token lives at most 31 days, see
-- scripts/issue-token.ts, so older rows only document what was done).
CREATE TABLE token_widerrufe (
  art           text NOT NULL CHECK (art IN ('token', 'subjekt')),
  wert          text NOT NULL CHECK (length(wert) BETWEEN 1 AND 200),
  widerrufen_am timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (art, wert)
);
--;
-- What operators did: who (the --operator name or the login), when, what. No personal data: the
-- details name ids, keys and subjects, never a code, PIN, token, name, phone or address.
CREATE TABLE betriebsprotokoll (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zeit      timestamptz NOT NULL DEFAULT now(),
  operator  text NOT NULL,
  aktion    text NOT NULL,
  details   jsonb NOT NULL DEFAULT '{}'
);
