// The filters an alert watches, in words (issue #15): the dialog shows what will be watched, the
// link page what is watched. A description list, read in order by screen readers. In the language
// in use (issue #23 part 1): German keeps the domain's sentence (describeDaytime, the type labels,
// the languages' German names); another language its messages, Intl's weekday and language names.
import { describeAppointmentType, describeDaytime, germanDate } from '@terminservice/domain/alerts';
import { DAY_PARTS, WEEKDAYS, decodeDaytime } from '@terminservice/domain/daytime';
import { intlTag } from '@terminservice/domain/locale';
import type { AppointmentTypeFilter } from '@terminservice/domain/search';
import { spracheName } from '@terminservice/domain/supply';
import { DescriptionList } from '@terminservice/ui/description-list';
import { dateText, useT, weekdayText, type Msg, type Translator } from '../i18n/index.ts';
import { ALERT_MESSAGES } from './texts.ts';

export interface FilterListProps {
  readonly fachrichtungen: readonly string[];
  readonly plz: string;
  readonly ortsname?: string | undefined;
  readonly radius: number;
  readonly tageszeiten: string;
  readonly termintyp: AppointmentTypeFilter;
  /** Issue #22: the diagnosis language watched; undefined: any (no line). */
  readonly sprache?: string | undefined;
  /** YYYY-MM-DD, when the alert runs already. */
  readonly laeuftBis?: string | undefined;
}

const TYPE_MESSAGES: Readonly<Record<AppointmentTypeFilter, Msg>> = {
  ALL: ALERT_MESSAGES.typeAll,
  PRAESENZTERMIN: ALERT_MESSAGES.typePresence,
  VIDEOSPRECHSTUNDE: ALERT_MESSAGES.typeVideo,
};

/** 'YYYY-MM-DD' as a local date (the calendar day, no time zone shift). */
export function localDay(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Monday 1 January 2024 plus `index` days: a date of each weekday Mo..So for its name. */
const weekdayDate = (index: number) => new Date(2024, 0, 1 + index);

/** describeDaytime in another language: 'Monday mornings, Wednesday all day'. */
function daytimeText({ locale, t }: Translator, mask: string): string {
  if (locale === 'de') return describeDaytime(mask);
  const selection = decodeDaytime(mask);
  if (!selection) return '';
  const days = WEEKDAYS.flatMap((day, index) => {
    const parts = DAY_PARTS.filter((part) => selection[day][part]);
    if (parts.length === 0) return [];
    const weekday = weekdayText(locale, weekdayDate(index));
    const msg =
      parts.length === DAY_PARTS.length
        ? ALERT_MESSAGES.daytimeWholeDay
        : parts[0] === 'vormittags'
          ? ALERT_MESSAGES.daytimeMorning
          : ALERT_MESSAGES.daytimeAfternoon;
    return [t(msg, { weekday })];
  });
  if (days.length === 0) return t(ALERT_MESSAGES.daytimeAll);
  return days.join(locale === 'ar' ? '، ' : ', ');
}

/** A diagnosis language's name: German from the domain, else the language's own name for it. */
function languageName(locale: Translator['locale'], code: string): string {
  if (locale === 'de') return spracheName(code);
  try {
    return new Intl.DisplayNames([intlTag(locale)], { type: 'language' }).of(code) ?? code;
  } catch {
    return spracheName(code);
  }
}

export function FilterList(props: FilterListProps) {
  const translator = useT();
  const { locale, t } = translator;
  return (
    <DescriptionList
      className="ts-alert__filters"
      items={[
        { term: t(ALERT_MESSAGES.specialty), description: props.fachrichtungen.join(', ') },
        {
          term: t(ALERT_MESSAGES.place),
          description: props.ortsname ? `${props.plz} ${props.ortsname}` : props.plz,
        },
        {
          term: t(ALERT_MESSAGES.radius),
          description: t(ALERT_MESSAGES.radiusValue, { km: props.radius }),
        },
        { term: t(ALERT_MESSAGES.days), description: daytimeText(translator, props.tageszeiten) },
        {
          term: t(ALERT_MESSAGES.type),
          description:
            locale === 'de'
              ? describeAppointmentType(props.termintyp)
              : t(TYPE_MESSAGES[props.termintyp]),
        },
        ...(props.sprache
          ? [{ term: t(ALERT_MESSAGES.language), description: languageName(locale, props.sprache) }]
          : []),
        ...(props.laeuftBis
          ? [
              {
                term: t(ALERT_MESSAGES.until),
                description:
                  locale === 'de'
                    ? germanDate(props.laeuftBis)
                    : dateText(locale, localDay(props.laeuftBis)),
              },
            ]
          : []),
      ]}
    />
  );
}
