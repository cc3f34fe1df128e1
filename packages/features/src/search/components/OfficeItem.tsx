// §2 "Office item": name, address, distance, the slot buttons (first 3, more behind '{n} weitere
// anzeigen'), and 'Details anzeigen/ausblenden'.
import type { SearchSlot, Terminprofil } from '@terminservice/domain/api';
import { combinePracticeNote } from '@terminservice/domain/api';
import { SLOTS_SHOWN_PER_PRACTICE } from '@terminservice/domain/limits';
import { isTssOnlySlot } from '@terminservice/domain/search';
import { arztName } from '@terminservice/domain/supply';
import { Badge } from '@terminservice/ui/badge';
import { DescriptionList, type DescriptionListItem } from '@terminservice/ui/description-list';
import { Disclosure } from '@terminservice/ui/disclosure';
import { Link } from '@terminservice/ui/link';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useIsShown } from '../../app-context/index.ts';
import { numberText, useT } from '../../i18n/index.ts';
import { languageNames } from '../language-names.ts';
import type { OfficeEntry } from '../results.ts';
import { dateLabel, hiddenRest, kmText, slotTime } from '../slot-label.ts';
import { RESULTS_MESSAGES, SEARCH_TEXTS, kvMembershipLabel } from '../texts.ts';

export interface OfficeItemProps {
  readonly entry: OfficeEntry;
  readonly date: string;
  readonly headline: string;
  readonly onSelect: (slot: SearchSlot, entry: OfficeEntry, date: string) => void;
}

export function OfficeItem({ entry, date, headline, onSelect }: OfficeItemProps) {
  const isShown = useIsShown();
  const translator = useT();
  const { t, locale } = translator;
  const headingId = useId();
  const headlineId = useId();
  const [allShown, setAllShown] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const firstHidden = useRef<HTMLButtonElement>(null);
  const { office, profile, slots } = entry;
  const shown = allShown ? slots : slots.slice(0, SLOTS_SHOWN_PER_PRACTICE);
  const hiddenCount = slots.length - shown.length;
  const tssBadge = isShown('tssBadge');
  const moreLabel = t(RESULTS_MESSAGES.moreSlots, { count: numberText(locale, hiddenCount) });

  const showAll = () => {
    setAllShown(true);
    // §4: the link hides itself; focus goes on to the first slot it revealed.
    requestAnimationFrame(() => firstHidden.current?.focus());
  };

  return (
    <article className="ts-office" aria-labelledby={headingId}>
      <div className="ts-office__head">
        <h4 id={headingId} className="kern-heading-small ts-office__name">
          {profile?.name ?? office.label}
        </h4>
        {profile ? <p className="kern-body ts-office__label">{office.label}</p> : null}
        <p className="kern-body ts-office__address">
          {office.street}
          <br />
          {office.plz} {office.city}
        </p>
        {office.distance !== undefined ? (
          <p className="kern-body kern-body--small ts-office__distance">
            {kmText(locale, office.distance)}
          </p>
        ) : null}
        {profile ? <DoctorAndLanguages profile={profile} /> : null}
        {isShown('kvMembership') && office.kv ? (
          <p className="kern-body kern-body--small">{kvMembershipLabel(office.kv)}</p>
        ) : null}
      </div>
      <p id={headlineId} className="kern-label ts-office__headline">
        {headline}
      </p>
      <ul className="ts-slots" aria-labelledby={headlineId}>
        {shown.map((slot, index) => (
          <li key={slot.id}>
            <SlotButton
              ref={index === SLOTS_SHOWN_PER_PRACTICE ? firstHidden : undefined}
              slot={slot}
              date={date}
              officeLabel={office.label}
              tssBadge={tssBadge}
              onClick={() => onSelect(slot, entry, date)}
            />
          </li>
        ))}
      </ul>
      {hiddenCount > 0 ? (
        <button type="button" className="ui-button--link ts-office__more" onClick={showAll}>
          <span className="kern-label">{moreLabel}</span>
        </button>
      ) : null}
      {/* The details are rendered when opened: a results page has up to ~70 offices, and their
          hidden details were about half of its elements, rendered and styled for nothing
          (issue #6 "Frontend": TBT, pnpm lighthouse). */}
      <Disclosure
        className="ts-office__details"
        showLabel={t(RESULTS_MESSAGES.detailsShow)}
        hideLabel={t(RESULTS_MESSAGES.detailsHide)}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
      >
        {detailsOpen ? <OfficeDetails entry={entry} /> : null}
      </Disclosure>
    </article>
  );
}

/**
 * Issue #22: the profile's doctor (unless the profile is named for them already, as most are) and
 * the languages, by their German names.
 */
function DoctorAndLanguages({ profile }: { readonly profile: Terminprofil }) {
  const { t, locale } = useT();
  const doctor = profile.arzt ? arztName(profile.arzt) : '';
  const sprachen = languageNames(locale, profile.sprachen ?? []);
  return (
    <>
      {doctor && doctor !== profile.name ? (
        <p className="kern-body kern-body--small ts-office__doctor">
          {t(RESULTS_MESSAGES.doctor)} {doctor}
        </p>
      ) : null}
      {sprachen.length > 0 ? (
        <p className="kern-body kern-body--small ts-office__languages">
          {t(RESULTS_MESSAGES.languages)} {sprachen.join(locale === 'ar' ? '، ' : ', ')}
        </p>
      ) : null}
    </>
  );
}

interface SlotButtonProps {
  readonly ref: Ref<HTMLButtonElement> | undefined;
  readonly slot: SearchSlot;
  readonly date: string;
  readonly officeLabel: string;
  /** §6: TSS marks slots only TSS may book. */
  readonly tssBadge: boolean;
  readonly onClick: () => void;
}

/** A slot: its time, hidden words naming date and office, video and TSS marks (§2). */
function SlotButton({ ref, slot, date, officeLabel, tssBadge, onClick }: SlotButtonProps) {
  const translator = useT();
  const { t } = translator;
  const video = t(RESULTS_MESSAGES.video);
  const videoRest = hiddenRest(video, t(RESULTS_MESSAGES.videoFull));
  return (
    <button
      type="button"
      ref={ref}
      className="kern-btn kern-btn--secondary ts-slot"
      onClick={onClick}
    >
      {/* The name is the visible text plus hidden words, in the order of
          slotAccessibleName: the visible parts stay in the name (WCAG 2.5.3). */}
      <span className="kern-label">{slotTime(slot.begin)}</span>{' '}
      <span className="ts-sr-only">
        {t(RESULTS_MESSAGES.slotHidden, {
          date: dateLabel(translator, date),
          office: officeLabel,
        })}
      </span>
      {slot.termintyp === 'VIDEOSPRECHSTUNDE' ? (
        <span className="ts-slot__type">
          <span className="ts-sr-only">,</span> {video}
          {videoRest.space ? ' ' : null}
          <span className="ts-sr-only">{videoRest.rest}</span>
        </span>
      ) : null}
      {tssBadge && isTssOnlySlot(slot.buchungsbefugnisse) ? (
        <span className="ts-slot__badge">
          <span className="ts-sr-only">,</span>{' '}
          <Badge small tone="warning">
            {SEARCH_TEXTS.tssBadge}
          </Badge>
          <span className="ts-sr-only">-Termin</span>
        </span>
      ) : null}
    </button>
  );
}

/** The details behind the toggle (§2; which blocks per type: §6); a block without content is left out. */
function OfficeDetails({ entry }: { readonly entry: OfficeEntry }) {
  const isShown = useIsShown();
  const { t } = useT();
  const { office, profile } = entry;
  const note = combinePracticeNote(office.praxishinweis, profile?.terminprofilhinweis);
  const bf = office.bf ?? [];
  const qualifications = profile?.qualifikationen ?? [];
  const fact = (
    shown: boolean,
    term: string,
    description: ReactNode,
    descriptionClassName = 'kern-body',
  ): DescriptionListItem[] =>
    shown ? [{ term, description, termClassName: 'kern-label', descriptionClassName }] : [];
  return (
    <DescriptionList
      stacked
      className="ts-office__facts"
      items={[
        ...fact(
          isShown('practiceNote') && Boolean(note),
          t(RESULTS_MESSAGES.moreInformation),
          note,
          'kern-body ts-office__note',
        ),
        ...fact(
          isShown('accessibilityDetails') &&
            (bf.length > 0 || Boolean(office.barrierefreiheitFreitext)),
          SEARCH_TEXTS.accessibility,
          <>
            {bf.length > 0 ? (
              <ul>
                {bf.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {office.barrierefreiheitFreitext ? <p>{office.barrierefreiheitFreitext}</p> : null}
          </>,
        ),
        ...fact(
          isShown('qualificationsDetails') && qualifications.length > 0,
          SEARCH_TEXTS.qualifications,
          <ul>
            {qualifications.map((item) => (
              <li key={item.code}>{item.name}</li>
            ))}
          </ul>,
        ),
        ...fact(
          isShown('phoneLink') && Boolean(office.phone),
          t(RESULTS_MESSAGES.phone),
          office.phone ? (
            <Link href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</Link>
          ) : null,
        ),
        ...fact(
          isShown('webLink') && Boolean(office.web),
          t(RESULTS_MESSAGES.website),
          office.web ? (
            <Link href={webHref(office.web)} external>
              {office.web}
            </Link>
          ) : null,
        ),
        // §2 office id: the BSNR, what the BSNR filter takes (issue #16), not the internal key.
        ...fact(
          isShown('officeIdInDetails') && Boolean(office.bsnr),
          SEARCH_TEXTS.officeId,
          office.bsnr,
        ),
      ]}
    />
  );
}

/** A web address as a link target: only http(s), a bare host gets https. */
export function webHref(web: string): string {
  return /^https?:\/\//i.test(web) ? web : `https://${web}`;
}
