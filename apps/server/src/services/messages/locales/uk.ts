// The patient's messages in Ukrainian (issue #23 part 1, ADR 37); German (de.ts) is the source.
import type { Catalogue } from './de.ts';

export const UK = {
  greeting: 'Добрий день!',
  signature: 'Ваш Terminservice 116117',
  titleInPerson: 'Прийом у лікаря',
  titleVideo: 'Відеоконсультація',
  when: '{date} о {time}',
  lineAppointment: 'Час прийому: {weekday}, {date}, {time}',
  linePractice: 'Практика: {practice} ({profile})',
  lineAddress: 'Адреса: {address}',
  linePhone: 'Телефон: {phone}',
  videoInvitation: 'Запрошення на відеоконсультацію Ви отримаєте від практики.',

  calendarSummary: '{title}: {practice}',
  calendarWith: '{title}: {practice} ({profile})',
  calendarOnline: 'Онлайн ({practice})',
  calendarCancelInTime:
    'Якщо Ви не зможете прийти на прийом, будь ласка, своєчасно скасуйте запис через Terminservice.',

  confirmationSubject: 'Підтвердження запису: {title}, {when}',
  confirmationVideoBooked: 'Вас успішно записано на відеоконсультацію.',
  confirmationBooked: 'Вас записано на прийом.',
  confirmationCode: 'Ваш код направлення (Vermittlungscode): {code}',
  confirmationManage: 'З цим кодом Ви можете переглянути або скасувати запис за адресою {url}.',
  confirmationVideoSpam:
    'Запрошення на відеоконсультацію Ви отримаєте від практики. Якщо воно не надійде за 3 дні до прийому, будь ласка, перевірте папку «Спам».',
  confirmationCancelInTime:
    'Якщо Ви не зможете прийти на прийом, будь ласка, своєчасно скасуйте запис, щоб цей час могли отримати інші пацієнти.',
  confirmationCalendar: 'Запис на прийом додано до листа у вигляді файлу календаря.',

  cancellationSubject: 'Скасування запису: {title}, {when}',
  cancellationText: 'Такий запис на прийом успішно скасовано:',

  addressChangedSubject: 'Вашу адресу електронної пошти для сповіщень про прийом змінено',
  addressChangedText:
    'Для Вашого запису на {when} вказано іншу адресу електронної пошти для сповіщень. Відтепер сповіщення надходитимуть на нову адресу.',
  addressChangedNotYou: 'Якщо Ви не вносили цієї зміни, будь ласка, зверніться до 116117.',

  addressPinSubject: 'Ваш PIN-код для підтвердження нової адреси електронної пошти',
  addressPinIntro:
    'Цю адресу електронної пошти було вказано в Terminservice 116117 як нову адресу для сповіщень про прийом.',
  verificationPin: 'Ваш PIN-код для підтвердження: {pin}',
  addressPinEnter:
    'Будь ласка, введіть PIN-код на сторінці Вашого запису протягом {minutes} хвилин. Лише після цього ми надсилатимемо сповіщення на цю адресу. Не повідомляйте PIN-код іншим людям.',
  addressPinNotYou:
    'Якщо Ви цього не робили, просто видаліть цей лист. Тоді ми більше нічого не надсилатимемо на цю адресу.',

  reservationSubject: 'Ваш PIN-код для підтвердження відеоконсультації',
  reservationIntro: 'Ви забронювали відеоконсультацію в Terminservice 116117:',
  reservationComplete:
    'Будь ласка, завершіть запис протягом {minutes} хвилин (до {time}): введіть PIN-код на сторінці «Час заброньовано» або відкрийте це посилання:',
  reservationExpires: 'Без підтвердження бронювання анулюється, і цей час знову стає вільним.',
  reservationNotYou: 'Якщо Ви не робили цього бронювання, можете не зважати на цей лист.',
  reservationCancelledSubject: 'Ваше бронювання відеоконсультації скасовано',
  reservationCancelledText:
    'Бронювання відеоконсультації на {when} у практиці {practice} скасовано. Вас не записано на прийом.',

  rescheduledSubject: 'Запис перенесено: {title}, {when}',
  rescheduledText: 'Ваш запис перенесено. Новий час прийому:',
  rescheduledPrevious:
    'Попередній час прийому ({previous}) звільнено. Перенесення не вважається скасуванням: Ваш код направлення (Vermittlungscode) {code} залишається дійсним.',
  rescheduledManage:
    'З цим кодом Ви можете переглянути, перенести або скасувати запис за адресою {url}.',
  rescheduledCalendar:
    'Новий час прийому додано до листа у вигляді файлу календаря. Якщо Ви внесли попередній запис до свого календаря, будь ласка, видаліть його там.',
  rescheduledSms:
    'Ваш запис перенесено: тепер {when}, {practice}. Попередній час ({previous}) звільнено; це не вважається скасуванням. 116117',

  reminderSubject: 'Нагадування: {title}, {when}',
  reminderText: 'Нагадуємо Вам про запис на прийом:',
  reminderAsk: 'Будь ласка, коротко повідомте практиці, чи прийдете Ви.',
  reminderComing: 'Я прийду: {link}',
  reminderRelease: 'Звільнити час: {link}',
  reminderReleaseWhy:
    'Якщо Ви не зможете прийти, будь ласка, звільніть цей час. Тоді його одразу зможуть отримати інші пацієнти. Звільнення часу вважається скасуванням за звичайними правилами Terminservice.',
  reminderLinks:
    'Кожне посилання відкриває сторінку, на якій Ви підтверджуєте свій вибір кнопкою. Посилання діють один раз і до початку прийому.',

  practiceCancelSubject: 'Практика скасувала запис: {title}, {when}',
  practiceCancelText: 'Практика {practice} скасувала Ваш запис на {when}.',
  practiceCancelReason: 'Причина: {reason}',
  practiceCancelCodeValid:
    'Ваш код направлення (Vermittlungscode) {code} залишається дійсним: скасування з боку практики не вважається Вашим скасуванням. З цим самим кодом Ви можете записатися на новий прийом.',
  practiceCancelSms:
    'Практика {practice} скасувала Ваш запис на {when}. Причина: {reason}. Ваш код направлення (Vermittlungscode) залишається дійсним; з ним Ви можете записатися знову. 116117',

  pinIs: 'Ваш PIN-код: {pin}',
  pinDoNotShare: 'Не повідомляйте PIN-код іншим людям.',
  alertPinHotline: 'Повідомте PIN-код лише працівникові 116117, з яким Ви розмовляєте.',
  alertPinSms:
    'Ваш PIN-код: {pin}. Він підтверджує Ваше сповіщення про вільний час у Terminservice 116117 і діє {minutes} хвилин. {share}',
  alertPinSubject: 'Ваш PIN-код для сповіщення про вільний час',
  alertPinPurpose:
    'Цим PIN-кодом Ви підтверджуєте, що ми можемо написати Вам на цю адресу, щойно звільниться відповідний час прийому.',
  alertPinEnter:
    'Будь ласка, введіть PIN-код на сторінці «Підтвердити сповіщення» протягом {minutes} хвилин. {share}',
  alertPinNotYou:
    'Якщо Ви не налаштовували сповіщення про вільний час, просто видаліть цей лист: без PIN-коду Ви більше не отримуватимете повідомлень.',
  alertSlotSms:
    'Terminservice 116117: за Вашим сповіщенням звільнився відповідний час прийому. Переглянути й записатися (з кодом направлення, Vermittlungscode): {look} Вимкнути сповіщення: {stop}',
  alertSlotSubject: 'Сповіщення: звільнився відповідний час прийому',
  alertSlotText:
    'За Вашим сповіщенням звільнився відповідний час прийому. Вільний час часто швидко займають.',
  alertSlotLook: 'Переглянути час і записатися:',
  alertSlotCode:
    'Для цього Вам знадобиться код направлення (Vermittlungscode). З міркувань безпеки його немає в цьому повідомленні. Ви також можете зателефонувати за номером 116117.',
  alertSlotEnds:
    'Ваше сповіщення діє до {date}. Ви отримаєте не більше {count} повідомлень на день.',
  alertSlotStop: 'Вимкнути сповіщення: {link}',

  identityPinSms:
    'Ваш PIN-код: {pin}. Він діє {minutes} хвилин для пошуку часу прийому в Terminservice 116117. Будь ласка, нікому не повідомляйте PIN-код.',
  identityPinSubject: 'Ваш PIN-код для пошуку часу прийому',
  identityPinEnter:
    'Будь ласка, введіть PIN-код на сторінці «Перевірка особи» протягом {minutes} хвилин. Не повідомляйте PIN-код іншим людям.',
  identityPinNotYou: 'Якщо Ви не запитували PIN-код, просто видаліть цей лист.',
} satisfies Catalogue;
