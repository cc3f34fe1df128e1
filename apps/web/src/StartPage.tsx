// The start page (base, §2) until the login feature exists: the login header 'Termin suchen'
// comes from the shell; the page shows the WEB login info box of §2 — some specialties need a
// code, and appointments can also be booked by phone on 116117.
import { SERVICE_PHONE_NUMBER } from '@terminservice/domain/limits';
import { useDocumentTitle } from '@terminservice/features/shell';

export function StartPage() {
  useDocumentTitle(null);
  return (
    <div className="web-start">
      <h1 className="kern-heading-x-large">Termin suchen</h1>
      <p className="kern-body kern-body--large">
        Hier finden und buchen Sie Termine in Arztpraxen und psychotherapeutischen Praxen in Ihrer
        Nähe.
      </p>
      <div className="kern-alert kern-alert--info">
        <div className="kern-alert__header">
          <span className="kern-icon kern-icon--info" aria-hidden="true" />
          <span className="kern-title">Gut zu wissen</span>
        </div>
        <div className="kern-alert__body">
          <p className="kern-body">
            Für einige Fachrichtungen benötigen Sie einen Vermittlungscode. Termine können Sie auch
            telefonisch unter der Rufnummer{' '}
            <a className="kern-link" href={`tel:${SERVICE_PHONE_NUMBER}`}>
              116 117
            </a>{' '}
            buchen.
          </p>
        </div>
      </div>
    </div>
  );
}
