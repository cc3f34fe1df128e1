// The patient's messages in Turkish (issue #23 part 1, ADR 37); German (de.ts) is the source.
import type { Catalogue } from './de.ts';

export const TR = {
  greeting: 'Merhaba,',
  signature: '116117 Terminservice',
  titleInPerson: 'Doktor randevusu',
  titleVideo: 'Görüntülü görüşme',
  when: '{date}, saat {time}',
  lineAppointment: 'Randevu: {weekday}, {date}, saat {time}',
  linePractice: 'Muayenehane: {practice} ({profile})',
  lineAddress: 'Adres: {address}',
  linePhone: 'Telefon: {phone}',
  videoInvitation: 'Görüntülü görüşme davetini muayenehaneden alacaksınız.',

  calendarSummary: '{title}: {practice}',
  calendarWith: '{title}: {practice} ({profile})',
  calendarOnline: 'Çevrim içi ({practice})',
  calendarCancelInTime:
    'Randevuya gelemeyecekseniz lütfen Terminservice üzerinden zamanında iptal edin.',

  confirmationSubject: 'Randevu onayı: {title}, {when}',
  confirmationVideoBooked: 'Görüntülü görüşme randevunuz başarıyla alındı.',
  confirmationBooked: 'Randevunuz kesin olarak alındı.',
  confirmationCode: 'Yönlendirme kodunuz (Vermittlungscode): {code}',
  confirmationManage:
    'Bu kodla randevunuzu {url} adresinde görüntüleyebilir veya iptal edebilirsiniz.',
  confirmationVideoSpam:
    'Görüntülü görüşme davetini muayenehaneden alacaksınız. Davet randevudan 3 gün önce ulaşmamışsa lütfen istenmeyen e-posta (spam) klasörünüzü kontrol edin.',
  confirmationCancelInTime:
    'Randevuya gelemeyecekseniz, başka hastaların yararlanabilmesi için lütfen zamanında iptal edin.',
  confirmationCalendar: 'Randevuyu ekte takvim dosyası olarak bulabilirsiniz.',

  cancellationSubject: 'Randevu iptali: {title}, {when}',
  cancellationText: 'Aşağıdaki randevu başarıyla iptal edildi:',

  addressChangedSubject: 'Randevu bildirimleri için e-posta adresiniz değiştirildi',
  addressChangedText:
    '{when} tarihindeki randevunuz için bildirimlere yönelik başka bir e-posta adresi kaydedildi. Bildirimler bundan sonra yeni adrese gönderilecektir.',
  addressChangedNotYou: 'Bu değişikliği siz yapmadıysanız lütfen 116117 ile iletişime geçin.',

  addressPinSubject: 'Yeni e-posta adresi için doğrulama PIN kodunuz',
  addressPinIntro:
    "Bu e-posta adresi, 116117 Terminservice'te randevu bildirimleri için yeni adres olarak belirtildi.",
  verificationPin: 'Doğrulama PIN kodunuz: {pin}',
  addressPinEnter:
    'Lütfen PIN kodunu {minutes} dakika içinde randevunuzun sayfasına girin. Bildirimleri ancak bundan sonra bu adrese göndeririz. PIN kodunu başkalarıyla paylaşmayın.',
  addressPinNotYou:
    'Bu işlemi siz başlatmadıysanız bu e-postayı silmeniz yeterlidir. Bu adrese başka bir şey göndermeyiz.',

  reservationSubject: 'Görüntülü görüşme için doğrulama PIN kodunuz',
  reservationIntro: "116117 Terminservice'te bir görüntülü görüşme için yer ayırttınız:",
  reservationComplete:
    'Lütfen randevu işlemini {minutes} dakika içinde (en geç saat {time}) tamamlayın: PIN kodunu “Randevu ayrıldı” sayfasına girin veya şu bağlantıyı açın:',
  reservationExpires:
    'Onay verilmezse yer ayırma geçersiz olur ve randevu yeniden serbest bırakılır.',
  reservationNotYou: 'Bu yer ayırmayı siz yapmadıysanız bu e-postayı dikkate almayabilirsiniz.',
  reservationCancelledSubject: 'Görüntülü görüşme için yaptığınız yer ayırma iptal edildi',
  reservationCancelledText:
    '{practice} muayenehanesinde {when} tarihindeki görüntülü görüşme için yapılan yer ayırma iptal edildi. Randevu alınmamıştır.',

  rescheduledSubject: 'Randevu zamanı değiştirildi: {title}, {when}',
  rescheduledText: 'Randevunuzun zamanı değiştirildi. Yeni randevunuz:',
  rescheduledPrevious:
    '{previous} tarihindeki önceki randevunuz serbest bırakıldı. Randevunun zamanını değiştirmek iptal sayılmaz: Yönlendirme kodunuz (Vermittlungscode) {code} geçerliliğini korur.',
  rescheduledManage:
    'Bu kodla randevunuzu {url} adresinde görüntüleyebilir, zamanını değiştirebilir veya iptal edebilirsiniz.',
  rescheduledCalendar:
    'Yeni randevuyu ekte takvim dosyası olarak bulabilirsiniz. Önceki randevuyu takviminize eklediyseniz lütfen oradan silin.',
  rescheduledSms:
    'Randevunuzun zamanı değiştirildi: yeni randevu {when}, {practice}. {previous} tarihindeki randevu serbest bırakıldı; bu iptal sayılmaz. 116117',

  reminderSubject: 'Hatırlatma: {title}, {when}',
  reminderText: 'Randevunuzu hatırlatmak isteriz:',
  reminderAsk: 'Lütfen gelip gelmeyeceğinizi muayenehaneye kısaca bildirin.',
  reminderComing: 'Geleceğim: {link}',
  reminderRelease: 'Randevuyu serbest bırak: {link}',
  reminderReleaseWhy:
    "Gelemeyecekseniz lütfen randevuyu serbest bırakın. Randevu böylece hemen başka hastaların kullanımına açılır. Serbest bırakmak, Terminservice'in olağan kurallarına göre bir iptaldir.",
  reminderLinks:
    'Her bağlantı, seçiminizi bir düğmeyle onaylayacağınız bir sayfa açar. Bağlantılar bir kez ve randevu başlayana kadar geçerlidir.',

  practiceCancelSubject: 'Muayenehane randevuyu iptal etti: {title}, {when}',
  practiceCancelText: '{practice} muayenehanesi {when} tarihindeki randevunuzu iptal etti.',
  practiceCancelReason: 'Gerekçe: {reason}',
  practiceCancelCodeValid:
    'Yönlendirme kodunuz (Vermittlungscode) {code} geçerliliğini korur: Muayenehanenin yaptığı iptal, sizin iptaliniz sayılmaz. Aynı kodla yeni bir randevu alabilirsiniz.',
  practiceCancelSms:
    '{practice} muayenehanesi {when} tarihindeki randevunuzu iptal etti. Gerekçe: {reason}. Yönlendirme kodunuz (Vermittlungscode) geçerliliğini korur; bu kodla yeniden randevu alabilirsiniz. 116117',

  pinIs: 'PIN kodunuz: {pin}',
  pinDoNotShare: 'PIN kodunu başkalarıyla paylaşmayın.',
  alertPinHotline: 'PIN kodunu yalnızca görüştüğünüz 116117 çalışanına söyleyin.',
  alertPinSms:
    "PIN kodunuz {pin}. Bu kod, 116117 Terminservice'teki randevu alarmınızı onaylar ve {minutes} dakika geçerlidir. {share}",
  alertPinSubject: 'Randevu alarmı için PIN kodunuz',
  alertPinPurpose:
    'Bu PIN koduyla, uygun bir randevu boşaldığında size bu adresten yazmamıza izin verdiğinizi onaylarsınız.',
  alertPinEnter:
    'Lütfen PIN kodunu {minutes} dakika içinde “Randevu alarmını onayla” sayfasına girin. {share}',
  alertPinNotYou:
    'Randevu alarmı kurmadıysanız bu e-postayı silmeniz yeterlidir: PIN kodu girilmedikçe başka mesaj almazsınız.',
  alertSlotSms:
    'Terminservice 116117: Randevu alarmınız için uygun bir randevu boş. Görüntüleyin ve randevu alın (yönlendirme kodunuzla, Vermittlungscode): {look} Randevu alarmını sonlandır: {stop}',
  alertSlotSubject: 'Randevu alarmı: Uygun bir randevu boş',
  alertSlotText:
    'Randevu alarmınız için uygun bir randevu boşaldı. Boş randevular genellikle hızla alınır.',
  alertSlotLook: 'Randevuları görüntüleyin ve randevu alın:',
  alertSlotCode:
    "Bunun için yönlendirme kodunuza (Vermittlungscode) ihtiyacınız var. Güvenlik nedeniyle kod bu mesajda yer almaz. 116117'yi de arayabilirsiniz.",
  alertSlotEnds:
    'Randevu alarmınız {date} tarihinde sona erer. Günde en fazla {count} mesaj alırsınız.',
  alertSlotStop: 'Randevu alarmını sonlandır: {link}',

  identityPinSms:
    "PIN kodunuz {pin}. Bu kod, 116117 Terminservice'teki randevu araması için {minutes} dakika geçerlidir. Lütfen PIN kodunu kimseyle paylaşmayın.",
  identityPinSubject: 'Randevu araması için PIN kodunuz',
  identityPinEnter:
    'Lütfen PIN kodunu {minutes} dakika içinde “Kimlik doğrulama” sayfasına girin. PIN kodunu başkalarıyla paylaşmayın.',
  identityPinNotYou: 'PIN kodu talep etmediyseniz bu e-postayı silmeniz yeterlidir.',
} satisfies Catalogue;
