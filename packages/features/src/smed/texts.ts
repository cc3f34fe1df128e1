// The SMED start page's texts. The spec has no start page for SMED (the partner system opens
// suche/{code}/{smedPseudonym}); these texts are ours. The heading is the login page's (§2).
import { SERVICE_PHONE_NUMBER } from '@terminservice/domain/limits';

const PHONE = `${SERVICE_PHONE_NUMBER.slice(0, 3)} ${SERVICE_PHONE_NUMBER.slice(3)}`;

export const SMED_TEXTS = {
  title: 'Termin suchen',
  intro:
    'Hier suchen Sie mit Ihrem Vermittlungscode freie Termine der Einrichtung, über die Sie die Terminsuche geöffnet haben.',
  code: 'Vermittlungscode',
  codeHint: 'Den 12-stelligen Code finden Sie auf Ihrer Überweisung.',
  submit: 'Termin suchen',
  formTitle: 'Termin mit Vermittlungscode suchen',
  noFacilityTitle: 'Bitte öffnen Sie die Terminsuche über Ihre Einrichtung',
  noFacility:
    'Diese Terminsuche ist für Partnersysteme: Sie öffnen sie über den Link, den Sie von Ihrer Einrichtung erhalten haben. Er enthält Ihren Vermittlungscode und die Kennung der Einrichtung.',
  phone: `Termine können Sie auch telefonisch unter der Rufnummer ${PHONE} vereinbaren.`,
} as const;
