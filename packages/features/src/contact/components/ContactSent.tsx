// After sending: the domain's thank-you notice, focused so that every user hears it, and the ways on.
import { CONTACT_SENT } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { Link } from '@terminservice/ui/link';
import { FocusedAlert } from '../../common/index.ts';
import { useContact } from '../ContactStoreProvider.tsx';
import { CONTACT_TEXTS } from '../texts.ts';
import { RouterLink } from '../../common/index.ts';

export function ContactSent() {
  const reset = useContact((state) => state.reset);

  return (
    <FocusedAlert tone="success" title={CONTACT_SENT.title} className="ts-contact__sent">
      <p>{CONTACT_SENT.message}</p>
      <div className="ts-contact__actions">
        <Button variant="secondary" onClick={reset}>
          {CONTACT_TEXTS.another}
        </Button>
        <Link asChild>
          <RouterLink to={ROUTES.base}>{CONTACT_TEXTS.toBase}</RouterLink>
        </Link>
      </div>
    </FocusedAlert>
  );
}
