// The contact page (§1 "contact form", §2 "Contact page: a contact form; fields not shown", §7
// "contact") at ROUTES.contact. The server stores the message and mails it to the operator.
import { useApi } from '../app-context/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { ContactForm } from './components/ContactForm.tsx';
import { ContactSent } from './components/ContactSent.tsx';
import { ContactStoreProvider, useContact } from './ContactStoreProvider.tsx';
import { useT } from '../i18n/index.ts';
import { CONTACT_MESSAGES, CONTACT_VALUES } from './texts.ts';
import './contact.css';

function ContactView() {
  const { t } = useT();
  const sent = useContact((state) => state.status === 'sent');
  return (
    <div className="ts-contact">
      <h1 className="kern-heading-large">{t(CONTACT_MESSAGES.title)}</h1>
      <p className="kern-body">{t(CONTACT_MESSAGES.intro)}</p>
      <p className="kern-body">{t(CONTACT_MESSAGES.notForBooking, CONTACT_VALUES.notForBooking)}</p>
      {sent ? <ContactSent /> : <ContactForm />}
    </div>
  );
}

export function ContactPage() {
  const { t } = useT();
  const getApi = useApi();
  useDocumentTitle(t(CONTACT_MESSAGES.title));
  return (
    <ContactStoreProvider getApi={getApi}>
      <ContactView />
    </ContactStoreProvider>
  );
}
