-- Rescheduling (issue #15, docs/rescheduling.md): a booking moved to another slot ends as a
-- cancelled row with storniert_von 'VERSCHOBEN', next to the code's new booking. It is not the
-- patient's cancellation (that counts towards §9's two, vermittlungscodes.stornierungen) nor the
-- practice's, and the practice's desk and FHIR see the old appointment cancelled.
ALTER TABLE buchungen DROP CONSTRAINT buchungen_storniert_von_check;
--;
ALTER TABLE buchungen ADD CONSTRAINT buchungen_storniert_von_check
  CHECK (storniert_von IN ('PATIENT', 'PRAXIS', 'VERSCHOBEN'));
