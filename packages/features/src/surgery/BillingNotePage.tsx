// §2 "Other pages": the billing-note page 'Hinweis zur Abrechnung' of the SURGERY app — items
// 03008/04008 with the days of §9, when they are not billable, and that practices must not book
// psychotherapeutic acute treatment.
import { ROUTES } from '@terminservice/domain/search';
import { Link } from '@terminservice/ui/link';
import { useDocumentTitle } from '../shell/index.ts';
import { BILLING_NOTE_TEXTS } from './texts.ts';
import './surgery.css';
import { RouterLink } from '../common/index.ts';

export function BillingNotePage() {
  useDocumentTitle(BILLING_NOTE_TEXTS.title);
  return (
    <article className="ts-billing-note">
      <Link asChild plain className="ts-billing-note__back">
        <RouterLink to={ROUTES.base}>
          <span className="kern-icon kern-icon--arrow-back" aria-hidden="true" />
          {BILLING_NOTE_TEXTS.back}
        </RouterLink>
      </Link>
      <h1 className="kern-heading-large">{BILLING_NOTE_TEXTS.title}</h1>
      <p className="kern-body">{BILLING_NOTE_TEXTS.intro}</p>
      <section aria-labelledby="ts-billing-items">
        <h2 id="ts-billing-items" className="kern-heading-medium">
          {BILLING_NOTE_TEXTS.itemsTitle}
        </h2>
        <ul className="kern-body ts-billing-note__list">
          {BILLING_NOTE_TEXTS.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ts-billing-psychotherapy">
        <h2 id="ts-billing-psychotherapy" className="kern-heading-medium">
          {BILLING_NOTE_TEXTS.psychotherapyTitle}
        </h2>
        <p className="kern-body">{BILLING_NOTE_TEXTS.psychotherapy}</p>
      </section>
    </article>
  );
}

export default BillingNotePage;
