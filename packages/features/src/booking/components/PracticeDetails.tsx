// §2 "Booking modal": the collapsible 'Details anzeigen/ausblenden' of the chosen practice. Which
// lines show per application type comes from §6 (useIsShown). The static map of the spec needs the
// map consent and a map chunk; it is left out of the modal (the details page shows it).
import { Disclosure } from '@terminservice/ui/disclosure';
import { Link } from '@terminservice/ui/link';
import { useIsShown } from '../../app-context/index.ts';
import type { SlotSelection } from '../selection.ts';
import { practiceNoteOf } from '../store.ts';
import { useT } from '../../i18n/index.ts';
import { distanceKm, languageNames } from '../slot-date-time.ts';
import { BOOKING_MESSAGES } from '../texts.ts';

/** Only http(s) addresses become links; a bare host gets https://. */
export function websiteHref(web: string): string | null {
  const trimmed = web.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** tel: with only the characters a dialler takes. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function PracticeDetails({ selection }: { readonly selection: SlotSelection }) {
  const { t, locale } = useT();
  const isShown = useIsShown();
  const { office, profile } = selection;
  const note = practiceNoteOf(selection);
  const accessibility = (office.bf ?? []).filter((value) => value.trim() !== '');
  const web = office.web ? websiteHref(office.web) : null;
  const sprachen = languageNames(locale, profile?.sprachen ?? []);

  return (
    <Disclosure
      showLabel={t(BOOKING_MESSAGES.showDetails)}
      hideLabel={t(BOOKING_MESSAGES.hideDetails)}
      className="ts-booking__details"
    >
      <div className="ts-booking__office kern-body">
        {profile?.name ? <p className="ts-booking__profile">{profile.name}</p> : null}
        {sprachen.length > 0 ? (
          <p>
            {t(BOOKING_MESSAGES.languages)} {sprachen.join(', ')}
          </p>
        ) : null}
        <p>{office.label}</p>
        <p>
          {office.street}
          <br />
          {office.plz} {office.city}
        </p>
        {office.distance !== undefined ? (
          <p>{t(BOOKING_MESSAGES.distance, { km: distanceKm(locale, office.distance) })}</p>
        ) : null}
        {isShown('kvMembership') && office.kv ? (
          <p>{t(BOOKING_MESSAGES.kvMember, { kv: office.kv })}</p>
        ) : null}
        {isShown('practiceNote') && note ? (
          <div>
            <p className="ts-booking__label">{t(BOOKING_MESSAGES.furtherInformation)}</p>
            <p className="ts-booking__note-text">{note}</p>
          </div>
        ) : null}
        {isShown('accessibilityDetails') &&
        (accessibility.length > 0 || office.barrierefreiheitFreitext) ? (
          <div>
            <p className="ts-booking__label">{t(BOOKING_MESSAGES.accessibility)}</p>
            {accessibility.length > 0 ? (
              <ul className="ts-booking__list">
                {accessibility.map((value) => (
                  <li key={value}>{value}</li>
                ))}
              </ul>
            ) : null}
            {office.barrierefreiheitFreitext ? <p>{office.barrierefreiheitFreitext}</p> : null}
          </div>
        ) : null}
        {isShown('phoneLink') && office.phone ? (
          <p>
            {t(BOOKING_MESSAGES.phone)} <Link href={phoneHref(office.phone)}>{office.phone}</Link>
          </p>
        ) : null}
        {isShown('webLink') && web ? (
          <p className="ts-booking__web">
            {t(BOOKING_MESSAGES.website)}{' '}
            <Link href={web} external>
              {office.web}
            </Link>
          </p>
        ) : null}
        {/* §2 practice id: the BSNR staff filter by (issue #16), not the internal key. */}
        {isShown('bookingModalPracticeId') && office.bsnr ? (
          <p>
            {t(BOOKING_MESSAGES.practiceId)} {office.bsnr}
          </p>
        ) : null}
      </div>
    </Disclosure>
  );
}
