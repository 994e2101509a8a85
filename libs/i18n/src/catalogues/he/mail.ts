import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Hebrew: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {חשבונית} quote {הצעת מחיר} other {חשבונית זיכוי}}',
  inSentence: {
    name: '{type, select, invoice {חשבונית} quote {הצעת מחיר} other {חשבונית זיכוי}}',
    yours: '{type, select, invoice {החשבונית שלך} quote {הצעת המחיר שלך} other {חשבונית הזיכוי שלך}}',
  },
  openLink: 'או פתחו את הקישור הזה:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'שלום {name},',
  openHistory: 'פתיחת היסטוריית המסמכים',
  replyToReach: 'כדי לפנות אל {sender}, השיבו להודעה זו.',
  view: 'צפייה ב{name}',
  document: {
    heading: '{name} מאת {sender}',
    sent: '{name} נשלחה אליך מאת {sender}.',
    attached: 'קובץ ה-PDF מצורף להודעה זו ({file}).',
    quoteChoice: 'אפשר לאשר או לדחות את הצעת המחיר דרך הקישור.',
  },
  quoteDecision: {
    accepted: '{name} אושרה',
    acceptedBy: '{name} אושרה על ידי {signer}',
    rejected: '{name} נדחתה',
    yourClient: 'הלקוח שלך',
    acceptedText:
      '{name} אושרה על ידי {who}{dated, select, yes { בתאריך {date}} other {}}. הסטטוס שלה בהיסטוריית המסמכים הוא עכשיו „אושרה“, וקובץ ה-PDF שלה מציג מי אישר אותה ומתי.',
    rejectedText:
      '{name} נדחתה על ידי הלקוח שלך{dated, select, yes { בתאריך {date}} other {}}. הסטטוס שלה בהיסטוריית המסמכים הוא עכשיו „נדחתה“.',
  },
  receipt: {
    subject: 'קבלה עבור חשבונית {number}',
    subjectUnnumbered: 'קבלה על התשלום שלך',
    received: 'התשלום שלך בסך {amount} עבור {name} התקבל אצל {sender}. תודה.',
    date: 'תאריך',
    method: 'אמצעי תשלום',
    paidInFull: 'שולמה במלואה',
    attached: 'הקבלה מצורפת להודעה זו ({file}).',
  },
  paymentReceived: {
    subject: 'התקבל תשלום עבור {name}',
    subjectNeedsReview: 'נדרשת בדיקה: התקבל תשלום עבור {name}',
    paid: 'הלקוח שלך שילם {amount} בכרטיס אשראי עבור {name} בתאריך {date}.',
    balanceLeft: 'יתרה לתשלום: {amount}.',
    paidInFull: 'החשבונית שולמה עכשיו במלואה.',
    needsReview:
      'נדרשת בדיקה: התשלום הזה הגיע דרך חשבון Stripe שאינו החשבון המחובר כעת ל-Paydraft. הכסף כבר הועבר, ולכן התשלום נרשם; בדקו אותו בחשבון Stripe ההוא.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {לתשלום עד {date}} today {לתשלום היום, {date}} other {הייתה לתשלום עד {date}, לפני {days, plural, one {יום אחד} two {יומיים} other {# ימים}}}}',
    quoteState: '{when, select, after {הייתה בתוקף עד {date}} other {בתוקף עד {date}}}',
    subject: 'תזכורת: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'תזכורת ידידותית מאת {sender}: {name} {state}{when, select, before {, בעוד {days, plural, one {יום אחד} two {יומיים} other {# ימים}}} other {}}.',
    quoteFriendly:
      'תזכורת ידידותית מאת {sender}: {name} {state}{when, select, before {, עוד {days, plural, one {יום אחד} two {יומיים} other {# ימים}}} other {}}.',
    quoteTotal: 'סך הצעת המחיר',
    lateFee: 'לחשבונית נוספו דמי איחור בסך {fee} מפני שמועד התשלום עבר; היתרה לתשלום כוללת אותם.',
    payByCard: 'אפשר לשלם בכרטיס אשראי: „לתשלום עכשיו“ פותח את החשבונית, ושם אפשר לשלם את היתרה באינטרנט.',
    paymentDetails: 'הקישור למטה פותח את החשבונית עם פרטי התשלום.',
    alreadyPaid: 'אם כבר שילמת, תודה, ואפשר להתעלם מהתזכורת הזו.',
    quoteChoice: 'אפשר לאשר או לדחות את הצעת המחיר בדף שלה.',
    questions:
      '{type, select, invoice {שאלות על החשבונית?} other {שאלות על הצעת המחיר?}} כדי לפנות אל {sender}, השיבו להודעה זו.',
  },
  sendDraft: {
    subject: '{title} {number} מאת {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'שלום,',
    intro:
      'מצורפת {type, select, invoice {חשבונית} quote {הצעת מחיר} other {חשבונית זיכוי}} מספר {number}. בקישור אפשר לצפות במסמך ולהוריד את קובץ ה-PDF.',
    quoteAccept: 'אם הכול נראה תקין, אפשר לאשר את הצעת המחיר בעמוד הזה.',
    questions: 'אשמח לענות על כל שאלה.',
    thanks: 'תודה,',
  },
} satisfies Messages<typeof english>;
