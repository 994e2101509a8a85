import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Arabic: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {فاتورة} quote {عرض سعر} other {إشعار دائن}}',
  inSentence: {
    name: '{type, select, invoice {الفاتورة} quote {عرض السعر} other {الإشعار الدائن}}',
    yours: '{type, select, invoice {فاتورتك} quote {عرض السعر الخاص بك} other {إشعارك الدائن}}',
  },
  openLink: 'أو افتح هذا الرابط:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'مرحبًا {name}،',
  openHistory: 'فتح سجل المستندات',
  replyToReach: 'للتواصل مع {sender}، يُرجى الرد على هذه الرسالة.',
  view: 'فتح {name}',
  document: {
    heading: '{name} من {sender}',
    sent: 'أرسل إليك {sender} {name}.',
    attached: 'ملف PDF مرفق بهذه الرسالة ({file}).',
    quoteChoice: 'يمكنك قبول عرض السعر أو رفضه من خلال الرابط.',
  },
  quoteDecision: {
    accepted: 'تم قبول {name}',
    acceptedBy: 'قبل {signer} {name}',
    rejected: 'تم رفض {name}',
    yourClient: 'عميلك',
    acceptedText:
      'قبل {who} {name}{dated, select, yes { بتاريخ {date}} other {}}. أصبحت حالته في سجل المستندات الآن «مقبول»، ويُظهر ملف PDF الخاص به من قبله ومتى.',
    rejectedText:
      'رفض عميلك {name}{dated, select, yes { بتاريخ {date}} other {}}. أصبحت حالته في سجل المستندات الآن «مرفوض».',
  },
  receipt: {
    subject: 'إيصال الفاتورة {number}',
    subjectUnnumbered: 'إيصال دفعتك',
    received: 'استلم {sender} دفعتك البالغة {amount} مقابل {name}. شكرًا لك.',
    date: 'التاريخ',
    method: 'طريقة الدفع',
    paidInFull: 'مدفوعة بالكامل',
    attached: 'الإيصال مرفق بهذه الرسالة ({file}).',
  },
  paymentReceived: {
    subject: 'تم استلام دفعة مقابل {name}',
    subjectNeedsReview: 'تحتاج إلى مراجعة: تم استلام دفعة مقابل {name}',
    paid: 'دفع عميلك {amount} بالبطاقة مقابل {name} بتاريخ {date}.',
    balanceLeft: 'الرصيد المستحق: {amount}.',
    paidInFull: 'أصبحت الفاتورة الآن مدفوعة بالكامل.',
    needsReview:
      'تحتاج إلى مراجعة: وصلت هذه الدفعة عبر حساب Stripe غير الحساب المرتبط بـ Paydraft حاليًا. تم تحويل المبلغ، لذا سُجّلت الدفعة؛ تحقق منها في حساب Stripe ذلك.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {تستحق في {date}} today {تستحق اليوم، {date}} other {كانت مستحقة في {date}، منذ {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}}}',
    quoteState: '{when, select, after {كان صالحًا حتى {date}} other {صالح حتى {date}}}',
    subject: 'تذكير: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'تذكير ودي من {sender}: {name} {state}{when, select, before {، أي بعد {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}} other {}}.',
    quoteFriendly:
      'تذكير ودي من {sender}: {name} {state}{when, select, before {، ويتبقى {days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}} other {}}.',
    quoteTotal: 'إجمالي عرض السعر',
    lateFee: 'أُضيفت إلى الفاتورة رسوم تأخير قدرها {fee} لتجاوز تاريخ الاستحقاق؛ والرصيد المستحق يشملها.',
    payByCard: 'يمكنك الدفع بالبطاقة: يفتح زر «ادفع الآن» الفاتورة، حيث يمكنك دفع الرصيد عبر الإنترنت.',
    paymentDetails: 'يفتح الرابط أدناه الفاتورة مع تفاصيل الدفع.',
    alreadyPaid: 'إذا كنت قد دفعت بالفعل، فشكرًا لك، ويُرجى تجاهل هذا التذكير.',
    quoteChoice: 'يمكنك قبول عرض السعر أو رفضه من صفحته.',
    questions:
      '{type, select, invoice {هل لديك أسئلة حول الفاتورة؟} other {هل لديك أسئلة حول عرض السعر؟}} للتواصل مع {sender}، يُرجى الرد على هذه الرسالة.',
  },
  sendDraft: {
    subject: '{title} {number} من {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'مرحبًا،',
    intro:
      'مرفق {type, select, invoice {الفاتورة} quote {عرض السعر} other {الإشعار الدائن}} رقم {number}. يمكنك الاطلاع على المستند وتنزيل ملف PDF من الرابط.',
    quoteAccept: 'إذا كان كل شيء صحيحًا، يمكنك قبول عرض السعر من تلك الصفحة.',
    questions: 'لا تتردد في التواصل معي إذا كانت لديك أي أسئلة.',
    thanks: 'مع الشكر،',
  },
} satisfies Messages<typeof english>;
