-- A code's version: every transaction that locks the code (services/kernel/code-lock.ts lockCode — video
-- reservations, cancellations, changes) raises it. The in-person booking reads the code without a
-- lock and books in one statement that requires the version it read (services/booking/book-in-person.ts,
-- ADR 10): PostgreSQL re-checks that condition on the newest row version after waiting for a lock,
-- so a reservation made in between makes the booking read the facts again instead of booking
-- next to it.
ALTER TABLE vermittlungscodes ADD COLUMN version integer NOT NULL DEFAULT 0;
