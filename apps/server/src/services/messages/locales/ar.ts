// The patient's messages in Arabic (issue #23 part 1, ADR 37); German (de.ts) is the source. Formal
// address in the plural, as the web catalogue (ar.po) has it; digits stay Latin (intlTag).
import type { Catalogue } from './de.ts';

export const AR = {
  greeting: 'تحية طيبة،',
  signature: 'Terminservice 116117',
  titleInPerson: 'موعد طبي',
  titleVideo: 'استشارة عبر الفيديو',
  when: '{date} الساعة {time}',
  lineAppointment: 'الموعد: {weekday}، {date}، الساعة {time}',
  linePractice: 'العيادة: {practice} ({profile})',
  lineAddress: 'العنوان: {address}',
  linePhone: 'الهاتف: {phone}',
  videoInvitation: 'ستتلقون الدعوة إلى الاستشارة عبر الفيديو من العيادة.',

  calendarSummary: '{title}: {practice}',
  calendarWith: '{title} لدى {practice} ({profile})',
  calendarOnline: 'عبر الإنترنت ({practice})',
  calendarCancelInTime:
    'إذا لم تتمكنوا من الحضور إلى الموعد، فيرجى إلغاؤه في الوقت المناسب عبر Terminservice.',

  confirmationSubject: 'تأكيد الموعد: {title} في {when}',
  confirmationVideoBooked: 'تم حجز الاستشارة عبر الفيديو بنجاح.',
  confirmationBooked: 'تم حجز موعدكم بشكل نهائي.',
  confirmationCode: 'رمز الإحالة الخاص بكم (Vermittlungscode): {code}',
  confirmationManage: 'يمكنكم بهذا الرمز عرض حجزكم أو إلغاؤه على العنوان {url}.',
  confirmationVideoSpam:
    'ستتلقون الدعوة إلى الاستشارة عبر الفيديو من العيادة. إذا لم تصلكم قبل الموعد بثلاثة أيام، فيرجى التحقق من مجلد الرسائل غير المرغوب فيها (Spam).',
  confirmationCancelInTime:
    'إذا لم تتمكنوا من الحضور إلى الموعد، فيرجى إلغاؤه في الوقت المناسب ليصبح متاحًا لمرضى آخرين.',
  confirmationCalendar: 'تجدون الموعد في المرفق كملف تقويم.',

  cancellationSubject: 'إلغاء الموعد: {title} في {when}',
  cancellationText: 'تم إلغاء الموعد التالي بنجاح:',

  addressChangedSubject: 'تم تغيير عنوان بريدكم الإلكتروني لإشعارات المواعيد',
  addressChangedText:
    'تم تسجيل عنوان بريد إلكتروني آخر للإشعارات الخاصة بموعدكم في {when}. ستُرسل الإشعارات من الآن فصاعدًا إلى العنوان الجديد.',
  addressChangedNotYou: 'إذا لم تقوموا بهذا التغيير، فيرجى التواصل مع 116117.',

  addressPinSubject: 'رمز PIN للتحقق من عنوان البريد الإلكتروني الجديد',
  addressPinIntro:
    'تم إدخال عنوان البريد الإلكتروني هذا لدى Terminservice 116117 كعنوان جديد لإشعارات المواعيد.',
  verificationPin: 'رمز PIN للتحقق الخاص بكم: {pin}',
  addressPinEnter:
    'يرجى إدخال رمز PIN في صفحة موعدكم خلال {minutes} دقيقة. بعد ذلك فقط نرسل الإشعارات إلى هذا العنوان. لا تعطوا رمز PIN لأي شخص آخر.',
  addressPinNotYou:
    'إذا لم تطلبوا ذلك، يمكنكم ببساطة حذف هذه الرسالة. ولن نرسل بعدها شيئًا آخر إلى هذا العنوان.',

  reservationSubject: 'رمز PIN للتحقق الخاص بالاستشارة عبر الفيديو',
  reservationIntro: 'لقد قمتم بحجز مبدئي لاستشارة عبر الفيديو لدى Terminservice 116117:',
  reservationComplete:
    'يرجى إتمام الحجز خلال {minutes} دقيقة (حتى الساعة {time}): أدخلوا رمز PIN في صفحة «تم حجز الموعد مبدئيًا» أو افتحوا هذا الرابط:',
  reservationExpires: 'دون تأكيد ينتهي الحجز المبدئي ويُتاح الموعد من جديد.',
  reservationNotYou: 'إذا لم تقوموا بهذا الحجز المبدئي، يمكنكم تجاهل هذه الرسالة.',
  reservationCancelledSubject: 'تم إلغاء حجزكم المبدئي لاستشارة عبر الفيديو',
  reservationCancelledText:
    'تم إلغاء الحجز المبدئي للاستشارة عبر الفيديو في {when} لدى {practice}. الموعد غير محجوز.',

  rescheduledSubject: 'تم نقل الموعد: {title} في {when}',
  rescheduledText: 'تم نقل موعدكم. موعدكم الجديد:',
  rescheduledPrevious:
    'تم تحرير موعدكم السابق في {previous}. لا يُعد نقل الموعد إلغاءً: يبقى رمز الإحالة الخاص بكم (Vermittlungscode) {code} صالحًا.',
  rescheduledManage: 'يمكنكم بهذا الرمز عرض حجزكم أو نقله أو إلغاؤه على العنوان {url}.',
  rescheduledCalendar:
    'تجدون الموعد الجديد في المرفق كملف تقويم. إذا كنتم قد أضفتم الموعد السابق إلى تقويمكم، فيرجى حذفه من هناك.',
  rescheduledSms:
    'تم نقل موعدكم: الموعد الجديد في {when}، {practice}. تم تحرير الموعد في {previous}؛ ولا يُعد ذلك إلغاءً. 116117',

  reminderSubject: 'تذكير: {title} في {when}',
  reminderText: 'نذكّركم بموعدكم:',
  reminderAsk: 'يرجى إبلاغ العيادة باختصار بما إذا كنتم ستحضرون.',
  reminderComing: 'سأحضر: {link}',
  reminderRelease: 'تحرير الموعد: {link}',
  reminderReleaseWhy:
    'إذا لم تتمكنوا من الحضور، فيرجى تحرير الموعد. سيصبح عندها متاحًا فورًا لمرضى آخرين. يُعد تحرير الموعد إلغاءً وفق القواعد المعتادة لـ Terminservice.',
  reminderLinks:
    'يفتح كل رابط صفحة تؤكدون فيها اختياركم بالضغط على زر. الروابط صالحة لمرة واحدة وحتى بدء الموعد.',

  practiceCancelSubject: 'إلغاء الموعد من قبل العيادة: {title} في {when}',
  practiceCancelText: 'ألغت العيادة {practice} موعدكم في {when}.',
  practiceCancelReason: 'السبب: {reason}',
  practiceCancelCodeValid:
    'يبقى رمز الإحالة الخاص بكم (Vermittlungscode) {code} صالحًا: لا يُعد الإلغاء من قبل العيادة إلغاءً من جهتكم. يمكنكم حجز موعد جديد بالرمز نفسه.',
  practiceCancelSms:
    'ألغت العيادة {practice} موعدكم في {when}. السبب: {reason}. يبقى رمز الإحالة (Vermittlungscode) صالحًا؛ ويمكنكم الحجز به من جديد. 116117',

  pinIs: 'رمز PIN الخاص بكم هو: {pin}',
  pinDoNotShare: 'لا تعطوا رمز PIN لأي شخص آخر.',
  alertPinHotline: 'لا تذكروا رمز PIN إلا لموظف أو موظفة 116117 الذي تتحدثون معه.',
  alertPinSms:
    'رمز PIN الخاص بكم هو {pin}. وهو يؤكد تنبيه المواعيد الخاص بكم لدى Terminservice 116117 وصالح لمدة {minutes} دقيقة. {share}',
  alertPinSubject: 'رمز PIN الخاص بتنبيه المواعيد',
  alertPinPurpose: 'تؤكدون بهذا الرمز أنه يجوز لنا مراسلتكم على هذا العنوان فور توفر موعد مناسب.',
  alertPinEnter: 'يرجى إدخال رمز PIN خلال {minutes} دقيقة في صفحة «تأكيد تنبيه المواعيد». {share}',
  alertPinNotYou:
    'إذا لم تقوموا بإعداد تنبيه للمواعيد، يمكنكم ببساطة حذف هذه الرسالة: دون رمز PIN لن تصلكم رسائل أخرى.',
  alertSlotSms:
    'Terminservice 116117: يتوفر موعد مناسب لتنبيه المواعيد الخاص بكم. العرض والحجز (برمز الإحالة، Vermittlungscode): {look} إنهاء تنبيه المواعيد: {stop}',
  alertSlotSubject: 'تنبيه المواعيد: يتوفر موعد مناسب',
  alertSlotText:
    'أصبح موعد مناسب متاحًا لتنبيه المواعيد الخاص بكم. غالبًا ما تُحجز المواعيد المتاحة بسرعة.',
  alertSlotLook: 'عرض المواعيد وحجزها:',
  alertSlotCode:
    'تحتاجون لذلك إلى رمز الإحالة (Vermittlungscode). لأسباب أمنية لا يرد الرمز في هذه الرسالة. يمكنكم أيضًا الاتصال بالرقم 116117.',
  alertSlotEnds:
    'ينتهي تنبيه المواعيد الخاص بكم في {date}. ستصلكم {count} رسائل في اليوم على الأكثر.',
  alertSlotStop: 'إنهاء تنبيه المواعيد: {link}',

  identityPinSms:
    'رمز PIN الخاص بكم هو {pin}. وهو صالح لمدة {minutes} دقيقة للبحث عن موعد لدى Terminservice 116117. يرجى عدم إعطاء رمز PIN لأي شخص.',
  identityPinSubject: 'رمز PIN الخاص بالبحث عن موعد',
  identityPinEnter:
    'يرجى إدخال رمز PIN خلال {minutes} دقيقة في صفحة «التحقق من الهوية». لا تعطوا رمز PIN لأي شخص آخر.',
  identityPinNotYou: 'إذا لم تطلبوا رمز PIN، يمكنكم ببساطة حذف هذه الرسالة.',
} satisfies Catalogue;
