import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** German: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Rechnung} quote {Angebot} other {Rechnungskorrektur}}',
  inSentence: {
    name: '{type, select, invoice {Rechnung} quote {Angebot} other {Rechnungskorrektur}}',
    yours: '{type, select, invoice {Ihre Rechnung} quote {Ihr Angebot} other {Ihre Rechnungskorrektur}}',
  },
  openLink: 'Oder öffnen Sie diesen Link:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'Hallo {name},',
  openHistory: 'Dokumentverlauf öffnen',
  replyToReach: 'Antworten Sie auf diese E-Mail, um {sender} zu erreichen.',
  view: '{name} ansehen',
  document: {
    heading: '{name} von {sender}',
    sent: '{sender} hat Ihnen {type, select, quote {ein} other {eine}} {name} gesendet.',
    attached: 'Das PDF zu {name} ist dieser E-Mail beigefügt ({file}).',
    quoteChoice: 'Über den Link können Sie das Angebot annehmen oder ablehnen.',
  },
  quoteDecision: {
    accepted: '{name} wurde angenommen',
    acceptedBy: '{name} wurde von {signer} angenommen',
    rejected: '{name} wurde abgelehnt',
    yourClient: 'Ihr Kunde',
    acceptedText:
      '{who} hat {name}{dated, select, yes { am {date}} other {}} angenommen. Im Dokumentverlauf hat es jetzt den Status „Angenommen“, und das PDF zeigt, wer es wann angenommen hat.',
    rejectedText:
      'Ihr Kunde hat {name}{dated, select, yes { am {date}} other {}} abgelehnt. Im Dokumentverlauf hat es jetzt den Status „Abgelehnt“.',
  },
  receipt: {
    subject: 'Quittung für Rechnung {number}',
    subjectUnnumbered: 'Quittung für Ihre Zahlung',
    received: '{sender} hat Ihre Zahlung von {amount} für {name} erhalten. Vielen Dank.',
    date: 'Datum',
    method: 'Zahlungsart',
    paidInFull: 'Vollständig bezahlt',
    attached: 'Die Quittung ist dieser E-Mail beigefügt ({file}).',
  },
  paymentReceived: {
    subject: 'Zahlung für {name} eingegangen',
    subjectNeedsReview: 'Prüfung nötig: Zahlung für {name} eingegangen',
    paid: 'Ihr Kunde hat am {date} {amount} per Karte für {name} bezahlt.',
    balanceLeft: 'Offener Betrag: {amount}.',
    paidInFull: 'Die Rechnung ist jetzt vollständig bezahlt.',
    needsReview:
      'Prüfung nötig: Diese Zahlung ist über ein Stripe-Konto eingegangen, das nicht das jetzt mit Paydraft verbundene ist. Das Geld ist geflossen, daher ist die Zahlung erfasst; prüfen Sie sie in diesem Stripe-Konto.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {ist am {date} fällig} today {ist heute, am {date}, fällig} other {war am {date} fällig, vor {days, plural, one {# Tag} other {# Tagen}}}}',
    quoteState: '{when, select, after {war gültig bis {date}} other {ist gültig bis {date}}}',
    subject: 'Erinnerung: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'Eine freundliche Erinnerung von {sender}: {name} {state}{when, select, before {, also in {days, plural, one {# Tag} other {# Tagen}}} other {}}.',
    quoteFriendly:
      'Eine freundliche Erinnerung von {sender}: {name} {state}{when, select, before {, also noch {days, plural, one {# Tag} other {# Tage}}} other {}}.',
    quoteTotal: 'Angebotssumme',
    lateFee:
      'Da das Fälligkeitsdatum überschritten ist, wurde der Rechnung eine Mahngebühr von {fee} hinzugefügt; der offene Betrag enthält sie.',
    payByCard:
      'Sie können per Karte bezahlen: „Jetzt bezahlen“ öffnet die Rechnung, wo Sie den offenen Betrag online begleichen können.',
    paymentDetails: 'Der Link unten öffnet die Rechnung mit ihren Zahlungsinformationen.',
    alreadyPaid:
      'Falls Sie bereits bezahlt haben, vielen Dank, und betrachten Sie diese Erinnerung bitte als gegenstandslos.',
    quoteChoice: 'Auf seiner Seite können Sie das Angebot annehmen oder ablehnen.',
    questions:
      '{type, select, invoice {Fragen zur Rechnung?} other {Fragen zum Angebot?}} Antworten Sie auf diese E-Mail, um {sender} zu erreichen.',
  },
  sendDraft: {
    subject: '{title} {number} von {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Guten Tag,',
    intro:
      'anbei {type, select, invoice {die Rechnung} quote {das Angebot} other {die Rechnungskorrektur}} {number}. Über den Link können Sie das Dokument ansehen und als PDF herunterladen.',
    quoteAccept: 'Wenn alles passt, können Sie das Angebot auf dieser Seite annehmen.',
    questions: 'Bei Fragen melden Sie sich gern.',
    thanks: 'Viele Grüße',
  },
} satisfies Messages<typeof english>;
