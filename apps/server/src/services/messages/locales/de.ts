// The patient's messages in German, the source (issue #23 part 1, ADR 37): the spec's texts, word
// for word as they were before the other languages came. Every other locale file must have exactly
// these keys (`satisfies Catalogue`) and the same {placeholders} (locales.test.ts). A placeholder is
// filled as it is; dates and times come formatted for the language (../language.ts).

export const DE = {
  greeting: 'Guten Tag,',
  signature: 'Ihr Terminservice der 116117',
  titleInPerson: 'Arzttermin',
  titleVideo: 'Videosprechstunde',
  when: '{date} um {time} Uhr',
  lineAppointment: 'Termin: {weekday}, {date}, {time} Uhr',
  linePractice: 'Praxis: {practice} ({profile})',
  lineAddress: 'Adresse: {address}',
  linePhone: 'Telefon: {phone}',
  videoInvitation: 'Die Einladung zur Videosprechstunde erhalten Sie von der Praxis.',

  calendarSummary: '{title}: {practice}',
  calendarWith: '{title} bei {practice} ({profile})',
  calendarOnline: 'Online ({practice})',
  calendarCancelInTime:
    'Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte rechtzeitig über den Terminservice ab.',

  confirmationSubject: 'Terminbestätigung: {title} am {when}',
  confirmationVideoBooked: 'Ihre Videosprechstunde wurde erfolgreich gebucht.',
  confirmationBooked: 'Ihr Termin wurde verbindlich gebucht.',
  confirmationCode: 'Ihr Vermittlungscode: {code}',
  confirmationManage: 'Mit diesem Code können Sie Ihre Buchung unter {url} ansehen oder absagen.',
  confirmationVideoSpam:
    'Die Einladung zur Videosprechstunde erhalten Sie von der Praxis. Sollte sie 3 Tage vor dem Termin nicht angekommen sein, prüfen Sie bitte Ihren Spam-Ordner.',
  confirmationCancelInTime:
    'Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte rechtzeitig ab, damit er anderen Patientinnen und Patienten zur Verfügung steht.',
  confirmationCalendar: 'Den Termin finden Sie als Kalenderdatei im Anhang.',

  cancellationSubject: 'Terminabsage: {title} am {when}',
  cancellationText: 'der folgende Termin wurde erfolgreich abgesagt:',

  addressChangedSubject: 'Ihre E-Mail-Adresse für Terminbenachrichtigungen wurde geändert',
  addressChangedText:
    'für Ihren Termin am {when} wurde eine andere E-Mail-Adresse für Benachrichtigungen hinterlegt. Benachrichtigungen gehen ab jetzt an die neue Adresse.',
  addressChangedNotYou:
    'Wenn Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte an die 116117.',

  addressPinSubject: 'Ihre Verifizierungs-PIN für die neue E-Mail-Adresse',
  addressPinIntro:
    'diese E-Mail-Adresse wurde beim Terminservice 116117 als neue Adresse für Terminbenachrichtigungen angegeben.',
  verificationPin: 'Ihre Verifizierungs-PIN: {pin}',
  addressPinEnter:
    'Bitte geben Sie die PIN innerhalb von {minutes} Minuten auf der Seite Ihres Termins ein. Erst dann senden wir Benachrichtigungen an diese Adresse. Geben Sie die PIN nicht an andere weiter.',
  addressPinNotYou:
    'Wenn Sie das nicht veranlasst haben, können Sie diese E-Mail einfach löschen. Wir senden dann nichts weiter an diese Adresse.',

  reservationSubject: 'Ihre Verifizierungs-PIN für die Videosprechstunde',
  reservationIntro: 'Sie haben beim Terminservice 116117 eine Videosprechstunde reserviert:',
  reservationComplete:
    'Bitte schließen Sie die Buchung innerhalb von {minutes} Minuten ab (bis {time} Uhr): Geben Sie die PIN auf der Seite „Termin reserviert“ ein oder öffnen Sie diesen Link:',
  reservationExpires:
    'Ohne Bestätigung verfällt die Reservierung und der Termin wird wieder freigegeben.',
  reservationNotYou:
    'Wenn Sie diese Reservierung nicht veranlasst haben, können Sie diese E-Mail ignorieren.',
  reservationCancelledSubject: 'Ihre Reservierung einer Videosprechstunde wurde storniert',
  reservationCancelledText:
    'die Reservierung der Videosprechstunde am {when} bei {practice} wurde storniert. Der Termin ist nicht gebucht.',

  rescheduledSubject: 'Termin verschoben: {title} am {when}',
  rescheduledText: 'Ihr Termin wurde verschoben. Ihr neuer Termin:',
  rescheduledPrevious:
    'Ihr bisheriger Termin am {previous} ist freigegeben. Das Verschieben zählt nicht als Absage: Ihr Vermittlungscode {code} bleibt gültig.',
  rescheduledManage:
    'Mit diesem Code können Sie Ihre Buchung unter {url} ansehen, verschieben oder absagen.',
  rescheduledCalendar:
    'Den neuen Termin finden Sie als Kalenderdatei im Anhang. Wenn Sie den bisherigen Termin in Ihren Kalender übernommen haben, löschen Sie ihn dort bitte.',
  rescheduledSms:
    'Ihr Termin wurde verschoben: neu am {when}, {practice}. Der Termin am {previous} ist freigegeben; das zählt nicht als Absage. 116117',

  reminderSubject: 'Erinnerung: {title} am {when}',
  reminderText: 'wir erinnern Sie an Ihren Termin:',
  reminderAsk: 'Bitte sagen Sie der Praxis kurz Bescheid, ob Sie kommen.',
  reminderComing: 'Ich komme: {link}',
  reminderRelease: 'Termin freigeben: {link}',
  reminderReleaseWhy:
    'Wenn Sie nicht kommen können, geben Sie den Termin bitte frei. Er steht dann sofort anderen Patientinnen und Patienten zur Verfügung. Das Freigeben ist eine Absage nach den üblichen Regeln des Terminservice.',
  reminderLinks:
    'Jeder Link öffnet eine Seite, auf der Sie Ihre Wahl noch mit einer Schaltfläche bestätigen. Die Links gelten einmal und bis zum Beginn des Termins.',

  practiceCancelSubject: 'Terminabsage durch die Praxis: {title} am {when}',
  practiceCancelText: 'die Praxis {practice} hat Ihren Termin am {when} abgesagt.',
  practiceCancelReason: 'Grund: {reason}',
  practiceCancelCodeValid:
    'Ihr Vermittlungscode {code} bleibt gültig: Die Absage durch die Praxis zählt nicht als Ihre Stornierung. Sie können mit demselben Code einen neuen Termin buchen.',
  practiceCancelSms:
    'Die Praxis {practice} hat Ihren Termin am {when} abgesagt. Grund: {reason}. Ihr Vermittlungscode bleibt gültig; Sie können damit neu buchen. 116117',

  pinIs: 'Ihre PIN lautet: {pin}',
  pinDoNotShare: 'Geben Sie die PIN nicht an andere weiter.',
  alertPinHotline:
    'Nennen Sie die PIN nur der Mitarbeiterin oder dem Mitarbeiter der 116117, mit der oder dem Sie sprechen.',
  alertPinSms:
    'Ihre PIN lautet {pin}. Sie bestätigt Ihren Terminalarm beim Terminservice 116117 und gilt {minutes} Minuten. {share}',
  alertPinSubject: 'Ihre PIN für den Terminalarm',
  alertPinPurpose:
    'Mit dieser PIN bestätigen Sie, dass wir Ihnen an diese Adresse schreiben dürfen, sobald ein passender Termin frei wird.',
  alertPinEnter:
    'Bitte geben Sie die PIN innerhalb von {minutes} Minuten auf der Seite „Terminalarm bestätigen“ ein. {share}',
  alertPinNotYou:
    'Wenn Sie keinen Terminalarm eingerichtet haben, können Sie diese E-Mail einfach löschen: Ohne PIN erhalten Sie keine weiteren Nachrichten.',
  alertSlotSms:
    'Terminservice 116117: Für Ihren Terminalarm ist ein passender Termin frei. Ansehen und buchen (mit Ihrem Vermittlungscode): {look} Terminalarm beenden: {stop}',
  alertSlotSubject: 'Terminalarm: Ein passender Termin ist frei',
  alertSlotText:
    'für Ihren Terminalarm ist ein passender Termin frei geworden. Freie Termine werden oft schnell gebucht.',
  alertSlotLook: 'Termine ansehen und buchen:',
  alertSlotCode:
    'Sie brauchen dazu Ihren Vermittlungscode. Aus Sicherheitsgründen steht er nicht in dieser Nachricht. Sie können auch die 116117 anrufen.',
  alertSlotEnds:
    'Ihr Terminalarm endet am {date}. Sie erhalten höchstens {count} Nachrichten am Tag.',
  alertSlotStop: 'Terminalarm beenden: {link}',

  identityPinSms:
    'Ihre PIN lautet {pin}. Sie gilt {minutes} Minuten für die Terminsuche beim Terminservice 116117. Bitte geben Sie die PIN nicht weiter.',
  identityPinSubject: 'Ihre PIN für die Terminsuche',
  identityPinEnter:
    'Bitte geben Sie die PIN innerhalb von {minutes} Minuten auf der Seite „Identitätsprüfung“ ein. Geben Sie die PIN nicht an andere weiter.',
  identityPinNotYou:
    'Wenn Sie keine PIN angefordert haben, können Sie diese E-Mail einfach löschen.',
} as const;

/** A message's key. */
export type MessageKey = keyof typeof DE;

/** A language's texts: every German key, no other (a missing one fails the typecheck). */
export type Catalogue = Readonly<Record<MessageKey, string>>;
