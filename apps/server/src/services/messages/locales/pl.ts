// The patient's messages in Polish (issue #23 part 1, ADR 37); German (de.ts) is the source.
import type { Catalogue } from './de.ts';

export const PL = {
  greeting: 'Dzień dobry,',
  signature: 'Terminservice 116117',
  titleInPerson: 'Wizyta lekarska',
  titleVideo: 'Wideokonsultacja',
  when: '{date} o godz. {time}',
  lineAppointment: 'Termin: {weekday}, {date}, godz. {time}',
  linePractice: 'Gabinet: {practice} ({profile})',
  lineAddress: 'Adres: {address}',
  linePhone: 'Telefon: {phone}',
  videoInvitation: 'Zaproszenie na wideokonsultację otrzyma Pan/Pani od gabinetu.',

  calendarSummary: '{title}: {practice}',
  calendarWith: '{title}: {practice} ({profile})',
  calendarOnline: 'Online ({practice})',
  calendarCancelInTime:
    'Jeśli nie może Pan/Pani przyjść na wizytę, prosimy odwołać ją odpowiednio wcześnie przez Terminservice.',

  confirmationSubject: 'Potwierdzenie terminu: {title}, {when}',
  confirmationVideoBooked: 'Wideokonsultacja została pomyślnie zarezerwowana.',
  confirmationBooked: 'Termin wizyty został wiążąco zarezerwowany.',
  confirmationCode: 'Pana/Pani kod skierowania (Vermittlungscode): {code}',
  confirmationManage:
    'Za pomocą tego kodu może Pan/Pani wyświetlić lub odwołać rezerwację pod adresem {url}.',
  confirmationVideoSpam:
    'Zaproszenie na wideokonsultację otrzyma Pan/Pani od gabinetu. Jeśli nie dotrze ono na 3 dni przed terminem, prosimy sprawdzić folder ze spamem.',
  confirmationCancelInTime:
    'Jeśli nie może Pan/Pani przyjść na wizytę, prosimy odwołać ją odpowiednio wcześnie, aby termin mogli wykorzystać inni pacjenci.',
  confirmationCalendar: 'Termin znajduje się w załączniku jako plik kalendarza.',

  cancellationSubject: 'Odwołanie terminu: {title}, {when}',
  cancellationText: 'Następujący termin został pomyślnie odwołany:',

  addressChangedSubject: 'Zmieniono Pana/Pani adres e-mail do powiadomień o terminie',
  addressChangedText:
    'Dla Pana/Pani wizyty w dniu {when} podano inny adres e-mail do powiadomień. Od teraz powiadomienia będą wysyłane na nowy adres.',
  addressChangedNotYou:
    'Jeśli to nie Pan/Pani wprowadził(a) tę zmianę, prosimy o kontakt z numerem 116117.',

  addressPinSubject: 'Kod PIN do weryfikacji nowego adresu e-mail',
  addressPinIntro:
    'Ten adres e-mail został podany w Terminservice 116117 jako nowy adres do powiadomień o terminie.',
  verificationPin: 'Pana/Pani kod PIN do weryfikacji: {pin}',
  addressPinEnter:
    'Prosimy wpisać kod PIN w ciągu {minutes} minut na stronie Pana/Pani wizyty. Dopiero wtedy będziemy wysyłać powiadomienia na ten adres. Prosimy nie przekazywać kodu PIN innym osobom.',
  addressPinNotYou:
    'Jeśli nie prosił(a) Pan/Pani o tę zmianę, wystarczy usunąć tę wiadomość. Nie wyślemy wtedy na ten adres nic więcej.',

  reservationSubject: 'Kod PIN do weryfikacji wideokonsultacji',
  reservationIntro: 'Zarezerwował(a) Pan/Pani wideokonsultację w Terminservice 116117:',
  reservationComplete:
    'Prosimy dokończyć rezerwację w ciągu {minutes} minut (do godz. {time}): wpisać kod PIN na stronie „Termin zarezerwowany” lub otworzyć ten link:',
  reservationExpires: 'Bez potwierdzenia rezerwacja wygasa, a termin zostaje ponownie zwolniony.',
  reservationNotYou:
    'Jeśli to nie Pan/Pani dokonał(a) tej rezerwacji, można zignorować tę wiadomość.',
  reservationCancelledSubject: 'Rezerwacja wideokonsultacji została anulowana',
  reservationCancelledText:
    'Rezerwacja wideokonsultacji w dniu {when} w gabinecie {practice} została anulowana. Termin nie jest zarezerwowany.',

  rescheduledSubject: 'Termin przesunięty: {title}, {when}',
  rescheduledText: 'Pana/Pani termin został przesunięty. Nowy termin:',
  rescheduledPrevious:
    'Dotychczasowy termin ({previous}) został zwolniony. Przesunięcie nie jest liczone jako odwołanie: Pana/Pani kod skierowania (Vermittlungscode) {code} pozostaje ważny.',
  rescheduledManage:
    'Za pomocą tego kodu może Pan/Pani wyświetlić, przesunąć lub odwołać rezerwację pod adresem {url}.',
  rescheduledCalendar:
    'Nowy termin znajduje się w załączniku jako plik kalendarza. Jeśli dotychczasowy termin został dodany do Pana/Pani kalendarza, prosimy go tam usunąć.',
  rescheduledSms:
    'Pana/Pani termin został przesunięty: nowy termin {when}, {practice}. Termin ({previous}) został zwolniony; nie jest to liczone jako odwołanie. 116117',

  reminderSubject: 'Przypomnienie: {title}, {when}',
  reminderText: 'Przypominamy o Pana/Pani wizycie:',
  reminderAsk: 'Prosimy krótko poinformować gabinet, czy Pan/Pani przyjdzie.',
  reminderComing: 'Przyjdę: {link}',
  reminderRelease: 'Zwolnij termin: {link}',
  reminderReleaseWhy:
    'Jeśli nie może Pan/Pani przyjść, prosimy zwolnić termin. Będzie on wtedy od razu dostępny dla innych pacjentów. Zwolnienie terminu jest odwołaniem na zwykłych zasadach Terminservice.',
  reminderLinks:
    'Każdy link otwiera stronę, na której potwierdza Pan/Pani swój wybór przyciskiem. Linki są ważne jednorazowo i do rozpoczęcia wizyty.',

  practiceCancelSubject: 'Odwołanie terminu przez gabinet: {title}, {when}',
  practiceCancelText: 'Gabinet {practice} odwołał Pana/Pani wizytę w dniu {when}.',
  practiceCancelReason: 'Powód: {reason}',
  practiceCancelCodeValid:
    'Pana/Pani kod skierowania (Vermittlungscode) {code} pozostaje ważny: odwołanie przez gabinet nie jest liczone jako Pana/Pani rezygnacja. Za pomocą tego samego kodu może Pan/Pani zarezerwować nowy termin.',
  practiceCancelSms:
    'Gabinet {practice} odwołał Pana/Pani wizytę w dniu {when}. Powód: {reason}. Kod skierowania (Vermittlungscode) pozostaje ważny; można nim zarezerwować nowy termin. 116117',

  pinIs: 'Pana/Pani kod PIN: {pin}',
  pinDoNotShare: 'Prosimy nie przekazywać kodu PIN innym osobom.',
  alertPinHotline:
    'Prosimy podać kod PIN wyłącznie pracownikowi 116117, z którym Pan/Pani rozmawia.',
  alertPinSms:
    'Pana/Pani kod PIN: {pin}. Potwierdza on powiadomienie o wolnym terminie w Terminservice 116117 i jest ważny {minutes} minut. {share}',
  alertPinSubject: 'Kod PIN do powiadomienia o wolnym terminie',
  alertPinPurpose:
    'Tym kodem PIN potwierdza Pan/Pani, że możemy napisać na ten adres, gdy tylko zwolni się odpowiedni termin.',
  alertPinEnter:
    'Prosimy wpisać kod PIN w ciągu {minutes} minut na stronie „Potwierdź powiadomienie”. {share}',
  alertPinNotYou:
    'Jeśli nie ustawiał(a) Pan/Pani powiadomienia o wolnym terminie, wystarczy usunąć tę wiadomość: bez kodu PIN nie otrzyma Pan/Pani kolejnych wiadomości.',
  alertSlotSms:
    'Terminservice 116117: zwolnił się odpowiedni termin dla Pana/Pani powiadomienia. Zobacz i zarezerwuj (z kodem skierowania, Vermittlungscode): {look} Wyłącz powiadomienie: {stop}',
  alertSlotSubject: 'Powiadomienie: zwolnił się odpowiedni termin',
  alertSlotText:
    'Zwolnił się termin odpowiadający Pana/Pani powiadomieniu. Wolne terminy są często szybko rezerwowane.',
  alertSlotLook: 'Zobacz i zarezerwuj termin:',
  alertSlotCode:
    'Potrzebny będzie do tego kod skierowania (Vermittlungscode). Ze względów bezpieczeństwa nie podajemy go w tej wiadomości. Można też zadzwonić pod numer 116117.',
  alertSlotEnds:
    'Pana/Pani powiadomienie wygasa w dniu {date}. Otrzyma Pan/Pani najwyżej {count} wiadomości dziennie.',
  alertSlotStop: 'Wyłącz powiadomienie: {link}',

  identityPinSms:
    'Pana/Pani kod PIN: {pin}. Jest ważny {minutes} minut przy wyszukiwaniu terminu w Terminservice 116117. Prosimy nie przekazywać kodu PIN innym osobom.',
  identityPinSubject: 'Kod PIN do wyszukiwania terminu',
  identityPinEnter:
    'Prosimy wpisać kod PIN w ciągu {minutes} minut na stronie „Weryfikacja tożsamości”. Prosimy nie przekazywać kodu PIN innym osobom.',
  identityPinNotYou: 'Jeśli nie prosił(a) Pan/Pani o kod PIN, wystarczy usunąć tę wiadomość.',
} satisfies Catalogue;
