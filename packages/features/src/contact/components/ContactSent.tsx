// After sending: the domain's thank-you notice, focused so that every user hears it, and the ways on.
import { CONTACT_SENT } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { Link } from '@terminservice/ui/link';
import { FocusedAlert } from '../../common/index.ts';
import { useContact } from '../ContactStoreProvider.tsx';
import { useT } from '../../i18n/index.ts';
import { CONTACT_MESSAGES } from '../texts.ts';
import { RouterLink } from '../../common/index.ts';

export function ContactSent() {
  const { t, domain } = useT();
  const reset = useContact((state) => state.reset);

  return (
    <FocusedAlert
      tone="success"
      title={domain(CONTACT_SENT.title ?? '')}
      className="ts-contact__sent"
    >
      <p>{domain(CONTACT_SENT.message)}</p>
      <div className="ts-contact__actions">
        <Button variant="secondary" onClick={reset}>
          {t(CONTACT_MESSAGES.another)}
        </Button>
        <Link asChild>
          <RouterLink to={ROUTES.base}>{t(CONTACT_MESSAGES.toBase)}</RouterLink>
        </Link>
      </div>
    </FocusedAlert>
  );
}
