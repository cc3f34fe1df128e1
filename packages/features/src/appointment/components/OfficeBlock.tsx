// §2 "office block" of the details pages: label, street, plz city, phone link, web link, practice
// note (§3: office and profile note combined), and the office id where §6 shows it.
import { Heading } from '@terminservice/ui/heading';
import { Link } from '@terminservice/ui/link';
import { useT } from '../../i18n/index.ts';
import { DETAILS_MESSAGES } from '../texts.ts';

export interface OfficeView {
  readonly label: string;
  readonly street: string;
  readonly plz: string;
  readonly city: string;
  readonly phone?: string | undefined;
  readonly web?: string | undefined;
  readonly id?: string | undefined;
}

export interface OfficeBlockProps {
  readonly office: OfficeView;
  readonly note?: string | null;
  /** §6: office id in details for TSS and SURGERY. */
  readonly showId?: boolean;
  readonly headingLevel?: 2 | 3;
}

function webHref(web: string): string {
  return /^https?:\/\//i.test(web) ? web : `https://${web}`;
}

export function OfficeBlock({ office, note, showId = false, headingLevel = 2 }: OfficeBlockProps) {
  const { t } = useT();
  return (
    <section className="ts-appointment__office" aria-labelledby="ts-appointment-office">
      <Heading level={headingLevel} size="small" id="ts-appointment-office">
        {t(DETAILS_MESSAGES.officeHeading)}
      </Heading>
      <address className="kern-body ts-appointment__address">
        <strong>{office.label}</strong>
        <br />
        {office.street}
        <br />
        {office.plz} {office.city}
      </address>
      {office.phone ? (
        <p className="kern-body">
          {t(DETAILS_MESSAGES.phone)}{' '}
          <Link href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</Link>
        </p>
      ) : null}
      {office.web ? (
        <p className="kern-body ts-appointment__web">
          {t(DETAILS_MESSAGES.web)}{' '}
          <Link href={webHref(office.web)} external>
            {office.web}
          </Link>
        </p>
      ) : null}
      {showId && office.id ? (
        <p className="kern-body">
          {t(DETAILS_MESSAGES.officeId)} {office.id}
        </p>
      ) : null}
      {note ? (
        <div className="ts-appointment__note">
          <p className="kern-body kern-body--bold">{t(DETAILS_MESSAGES.practiceNote)}</p>
          <p className="kern-body ts-appointment__note-text">{note}</p>
        </div>
      ) : null}
    </section>
  );
}
