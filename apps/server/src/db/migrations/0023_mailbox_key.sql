-- WP061 by mailbox, not by spelling (§8; found in issue #26's review): `anna+1@example.org` and
-- `a.n.na@gmail.com` reach the mailboxes of `anna@example.org` and `anna@gmail.com`, so an address
-- with an active booking for a specialty cannot get a second one by a `+tag` or dots. The rule is
-- the domain's emailLimitKey (packages/domain/src/validation/limit-key.ts); this function is its
-- SQL twin for the index, and test/identity-mailbox.test.ts holds the two to the same answers.
-- Statements are separated by "--;" lines (see db/migrate.ts).
CREATE FUNCTION postfach(adresse text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE
    WHEN teil.lokal IS NULL OR teil.lokal = '' THEN teil.ganz
    WHEN teil.domain IN ('gmail.com', 'googlemail.com')
      THEN replace(teil.ohne_tag, '.', '') || '@gmail.com'
    ELSE teil.ohne_tag || '@' || teil.domain
  END
  FROM (
    SELECT a.ganz, a.lokal, a.domain,
           CASE WHEN strpos(a.lokal, '+') > 1 THEN left(a.lokal, strpos(a.lokal, '+') - 1)
                ELSE a.lokal END AS ohne_tag
      FROM (SELECT s AS ganz, substring(s FROM '^(.*)@[^@]*$') AS lokal,
                   substring(s FROM '@([^@]*)$') AS domain
              FROM (SELECT lower(btrim(adresse)) AS s) AS roh) AS a
  ) AS teil
$$;
--;
DROP INDEX buchungen_empfaenger;
--;
CREATE INDEX buchungen_empfaenger ON buchungen (postfach(kontakt ->> 'notificationReceiver'))
  WHERE storniert_am IS NULL;
--;
CREATE INDEX reservierungen_postfach ON reservierungen (postfach(email)) WHERE status = 'RESERVIERT';
