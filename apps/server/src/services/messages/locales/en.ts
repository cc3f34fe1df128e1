// The patient's messages in English (issue #23 part 1, ADR 37); German (de.ts) is the source.
import type { Catalogue } from './de.ts';

export const EN = {
  greeting: 'Hello,',
  signature: 'Your 116117 Terminservice',
  titleInPerson: "Doctor's appointment",
  titleVideo: 'Video consultation',
  when: '{date} at {time}',
  lineAppointment: 'Appointment: {weekday}, {date}, {time}',
  linePractice: 'Practice: {practice} ({profile})',
  lineAddress: 'Address: {address}',
  linePhone: 'Telephone: {phone}',
  videoInvitation: 'You will receive the invitation to the video consultation from the practice.',

  calendarSummary: '{title}: {practice}',
  calendarWith: '{title} with {practice} ({profile})',
  calendarOnline: 'Online ({practice})',
  calendarCancelInTime:
    'If you cannot attend the appointment, please cancel it in good time through the Terminservice.',

  confirmationSubject: 'Appointment confirmation: {title} on {when}',
  confirmationVideoBooked: 'Your video consultation has been booked successfully.',
  confirmationBooked: 'Your appointment has been booked.',
  confirmationCode: 'Your placement code (Vermittlungscode): {code}',
  confirmationManage: 'With this code you can view or cancel your booking at {url}.',
  confirmationVideoSpam:
    'You will receive the invitation to the video consultation from the practice. If it has not arrived 3 days before the appointment, please check your spam folder.',
  confirmationCancelInTime:
    'If you cannot attend the appointment, please cancel it in good time so that it is available to other patients.',
  confirmationCalendar: 'The appointment is attached as a calendar file.',

  cancellationSubject: 'Appointment cancelled: {title} on {when}',
  cancellationText: 'The following appointment has been cancelled successfully:',

  addressChangedSubject: 'Your e-mail address for appointment notifications has been changed',
  addressChangedText:
    'A different e-mail address for notifications has been entered for your appointment on {when}. From now on, notifications will be sent to the new address.',
  addressChangedNotYou: 'If you did not make this change, please contact 116117.',

  addressPinSubject: 'Your verification PIN for the new e-mail address',
  addressPinIntro:
    'This e-mail address has been given to the Terminservice 116117 as the new address for appointment notifications.',
  verificationPin: 'Your verification PIN: {pin}',
  addressPinEnter:
    'Please enter the PIN on the page of your appointment within {minutes} minutes. Only then will we send notifications to this address. Do not pass the PIN on to anyone else.',
  addressPinNotYou:
    'If you did not request this, you can simply delete this e-mail. We will then send nothing further to this address.',

  reservationSubject: 'Your verification PIN for the video consultation',
  reservationIntro: 'You have reserved a video consultation with the Terminservice 116117:',
  reservationComplete:
    'Please complete the booking within {minutes} minutes (by {time}): enter the PIN on the page “Appointment reserved” or open this link:',
  reservationExpires:
    'Without confirmation, the reservation lapses and the appointment is released again.',
  reservationNotYou: 'If you did not make this reservation, you can ignore this e-mail.',
  reservationCancelledSubject: 'Your reservation of a video consultation has been cancelled',
  reservationCancelledText:
    'The reservation of the video consultation on {when} with {practice} has been cancelled. The appointment is not booked.',

  rescheduledSubject: 'Appointment moved: {title} on {when}',
  rescheduledText: 'Your appointment has been moved. Your new appointment:',
  rescheduledPrevious:
    'Your previous appointment on {previous} has been released. Moving an appointment does not count as a cancellation: your placement code (Vermittlungscode) {code} remains valid.',
  rescheduledManage: 'With this code you can view, move or cancel your booking at {url}.',
  rescheduledCalendar:
    'The new appointment is attached as a calendar file. If you added the previous appointment to your calendar, please delete it there.',
  rescheduledSms:
    'Your appointment has been moved: now on {when}, {practice}. The appointment on {previous} has been released; this does not count as a cancellation. 116117',

  reminderSubject: 'Reminder: {title} on {when}',
  reminderText: 'This is a reminder of your appointment:',
  reminderAsk: 'Please let the practice know briefly whether you are coming.',
  reminderComing: 'I am coming: {link}',
  reminderRelease: 'Release the appointment: {link}',
  reminderReleaseWhy:
    'If you cannot come, please release the appointment. It will then be available to other patients at once. Releasing it is a cancellation under the usual rules of the Terminservice.',
  reminderLinks:
    'Each link opens a page on which you confirm your choice with a button. The links can be used once and until the appointment begins.',

  practiceCancelSubject: 'Appointment cancelled by the practice: {title} on {when}',
  practiceCancelText: 'The practice {practice} has cancelled your appointment on {when}.',
  practiceCancelReason: 'Reason: {reason}',
  practiceCancelCodeValid:
    'Your placement code (Vermittlungscode) {code} remains valid: a cancellation by the practice does not count as your cancellation. You can book a new appointment with the same code.',
  practiceCancelSms:
    'The practice {practice} has cancelled your appointment on {when}. Reason: {reason}. Your placement code (Vermittlungscode) remains valid; you can use it to book again. 116117',

  pinIs: 'Your PIN is: {pin}',
  pinDoNotShare: 'Do not pass the PIN on to anyone else.',
  alertPinHotline: 'Tell the PIN only to the 116117 staff member you are speaking to.',
  alertPinSms:
    'Your PIN is {pin}. It confirms your appointment alert with the Terminservice 116117 and is valid for {minutes} minutes. {share}',
  alertPinSubject: 'Your PIN for the appointment alert',
  alertPinPurpose:
    'With this PIN you confirm that we may write to you at this address as soon as a suitable appointment becomes free.',
  alertPinEnter:
    'Please enter the PIN on the page “Confirm appointment alert” within {minutes} minutes. {share}',
  alertPinNotYou:
    'If you have not set up an appointment alert, you can simply delete this e-mail: without the PIN you will receive no further messages.',
  alertSlotSms:
    'Terminservice 116117: a suitable appointment is free for your appointment alert. View and book (with your placement code, Vermittlungscode): {look} End the appointment alert: {stop}',
  alertSlotSubject: 'Appointment alert: a suitable appointment is free',
  alertSlotText:
    'A suitable appointment has become free for your appointment alert. Free appointments are often booked quickly.',
  alertSlotLook: 'View and book appointments:',
  alertSlotCode:
    'You will need your placement code (Vermittlungscode) for this. For security reasons it is not included in this message. You can also call 116117.',
  alertSlotEnds:
    'Your appointment alert ends on {date}. You will receive at most {count} messages a day.',
  alertSlotStop: 'End the appointment alert: {link}',

  identityPinSms:
    'Your PIN is {pin}. It is valid for {minutes} minutes for the appointment search with the Terminservice 116117. Please do not pass the PIN on.',
  identityPinSubject: 'Your PIN for the appointment search',
  identityPinEnter:
    'Please enter the PIN on the page “Identity check” within {minutes} minutes. Do not pass the PIN on to anyone else.',
  identityPinNotYou: 'If you did not request a PIN, you can simply delete this e-mail.',
} satisfies Catalogue;
