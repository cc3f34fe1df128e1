-- Booking and video reservation (services/booking/, services/reservation/).
-- Statements are separated by "--;" lines (see db/migrate.ts).

-- One active booking per code: a code books one appointment (§4); cancelled bookings do not count.
-- Together with buchungen_ein_aktiver_pro_slot this holds whatever the application code does.
CREATE UNIQUE INDEX buchungen_ein_aktiver_pro_code ON buchungen (code) WHERE storniert_am IS NULL;
--;
-- One pending video reservation per code (§8 WP073 'Videosprechstunde bereits reserviert.').
CREATE UNIQUE INDEX reservierungen_eine_aktive_pro_code ON reservierungen (code) WHERE status = 'RESERVIERT';
--;
-- Housekeeping finds expired reservations without a scan.
CREATE INDEX reservierungen_ablauf ON reservierungen (laeuft_ab_am) WHERE status = 'RESERVIERT';
