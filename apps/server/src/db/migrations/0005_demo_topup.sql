-- Demo data kept current (src/seed/demo.ts): the seed that made the demo practices, how many there
-- are (P000001 … P{praxen}) and the last day their slots are planned for. Every start in demo mode
-- plans the days after `bis` up to four months ahead. One row at most.
-- Statements are separated by "--;" lines (see db/migrate.ts).
CREATE TABLE demo_stand (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  seed    text NOT NULL,
  praxen  integer NOT NULL CHECK (praxen > 0),
  bis     date NOT NULL
);
