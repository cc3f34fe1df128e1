// Issue #15 "Code status": before the patient acts — after the code login (the search page), on
// the details page and after 'Buchung verwalten' — how long the code is valid, the cancellations
// used, the urgency with the appointments it reaches, and what the next cancellation means. WEB,
// and TSS/DISPO for a caller (VISIBILITY.codeStatus). A description list: words, not colour.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { DescriptionList, type DescriptionListItem } from '@terminservice/ui/description-list';
import { Disclosure } from '@terminservice/ui/disclosure';
import { useId } from 'react';
import { GERMAN, useT, type Translator } from '../../i18n/index.ts';
import { useIsHandset } from '../../shell/index.ts';
import { CODE_STATUS_MESSAGES as M, codeStatusTexts } from '../texts.ts';
import { useShownCodeStatus } from '../hooks/useCodeStatus.ts';
import '../code-status.css';

export interface CodeStatusProps {
  /** The normalised code the page shows; '' shows nothing. */
  readonly code: string;
}

/** Loads the status of the page's code and shows it where the application type shows it. */
export function CodeStatus({ code }: CodeStatusProps) {
  return <CodeStatusBox status={useShownCodeStatus(code)} />;
}

export interface CodeStatusBoxProps {
  /** A status the page loaded already (useShownCodeStatus, or with a refusal); null shows nothing. */
  readonly status: CodeStatusResponse | null;
}

/**
 * The box itself, for a page that has the status in hand (issue #23 part 4). On a handset it is one
 * line — the cancellations and the validity — that opens the whole list, so that the page's own
 * content (the first appointment) stays on the first screen.
 */
export function CodeStatusBox({ status }: CodeStatusBoxProps) {
  const headingId = useId();
  const handset = useIsHandset();
  const translator = useT();
  const { t } = translator;
  if (status === null) return null;
  if (handset) {
    const summary = codeStatusSummary(status, translator);
    return (
      <section className="ts-code-status ts-code-status--compact" aria-labelledby={headingId}>
        <h2 id={headingId} className="kern-sr-only">
          {t(M.heading)}
        </h2>
        <Disclosure showLabel={summary} hideLabel={summary}>
          <DescriptionList items={codeStatusItems(status, translator)} />
        </Disclosure>
      </section>
    );
  }
  return (
    <section className="ts-code-status" aria-labelledby={headingId}>
      <h2 id={headingId} className="kern-heading-small ts-code-status__heading">
        {t(M.heading)}
      </h2>
      <DescriptionList items={codeStatusItems(status, translator)} />
    </section>
  );
}

/** The one line of a handset: 'Absagen: 1 von 2 · Gültig bis 17.02.2027'. */
export function codeStatusSummary(
  status: CodeStatusResponse,
  translator: Translator = GERMAN,
): string {
  const texts = codeStatusTexts(translator);
  return translator.t(M.summary, {
    cancellations: texts.cancellationsValue(
      status.stornierungen,
      status.maxStornierungen,
      status.verbraucht,
    ),
    validUntil: texts.validUntilValue(status.gueltigBis, status.abgelaufen),
  });
}

/** The rows of the list; a used-up code has no next cancellation. */
export function codeStatusItems(
  status: CodeStatusResponse,
  translator: Translator = GERMAN,
): DescriptionListItem[] {
  const { t } = translator;
  const T = codeStatusTexts(translator);
  const items: DescriptionListItem[] = [
    {
      term: t(M.validUntil),
      description: T.validUntilValue(status.gueltigBis, status.abgelaufen),
    },
    {
      term: t(M.cancellations),
      description: T.cancellationsValue(
        status.stornierungen,
        status.maxStornierungen,
        status.verbraucht,
      ),
    },
    {
      term: t(M.urgency),
      description: T.urgencyValue(status.dringlichkeit, status.termine?.bis ?? null),
    },
  ];
  if (!status.verbraucht) {
    const text = T.nextCancellationValue(status.naechsteAbsage, status.gueltigBis);
    items.push({
      term: t(M.nextCancellation),
      description:
        status.naechsteAbsage === 'NEUE_BUCHUNG_MOEGLICH' ? text : <strong>{text}</strong>,
    });
  }
  return items;
}
