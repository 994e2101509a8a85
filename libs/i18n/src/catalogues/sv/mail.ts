import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Swedish: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Faktura} quote {Offert} other {Kreditfaktura}}',
  inSentence: {
    name: '{type, select, invoice {fakturan} quote {offerten} other {kreditfakturan}}',
    yours: '{type, select, invoice {din faktura} quote {din offert} other {din kreditfaktura}}',
  },
  openLink: 'Eller öppna den här länken:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'Hej {name},',
  openHistory: 'Öppna dokumenthistoriken',
  replyToReach: 'Svara på det här mejlet för att nå {sender}.',
  view: 'Visa {name}',
  document: {
    heading: '{name} från {sender}',
    sent: '{sender} har skickat {name} till dig.',
    attached: 'PDF-filen är bifogad i det här mejlet ({file}).',
    quoteChoice: 'Du kan godkänna eller avböja offerten via länken.',
  },
  quoteDecision: {
    accepted: '{name} har godkänts',
    acceptedBy: '{name} har godkänts av {signer}',
    rejected: '{name} har avböjts',
    yourClient: 'Din kund',
    acceptedText:
      '{who} har godkänt {name}{dated, select, yes { den {date}} other {}}. Dess status i dokumenthistoriken är nu Godkänd, och PDF-filen visar vem som godkände den och när.',
    rejectedText:
      'Din kund har avböjt {name}{dated, select, yes { den {date}} other {}}. Dess status i dokumenthistoriken är nu Avböjd.',
  },
  receipt: {
    subject: 'Kvitto för faktura {number}',
    subjectUnnumbered: 'Kvitto för din betalning',
    received: '{sender} har tagit emot din betalning på {amount} för {name}. Tack.',
    date: 'Datum',
    method: 'Betalningssätt',
    paidInFull: 'Betald i sin helhet',
    attached: 'Kvittot är bifogat i det här mejlet ({file}).',
  },
  paymentReceived: {
    subject: 'Betalning mottagen för {name}',
    subjectNeedsReview: 'Behöver granskas: betalning mottagen för {name}',
    paid: 'Din kund betalade {amount} med kort för {name} den {date}.',
    balanceLeft: 'Återstår att betala: {amount}.',
    paidInFull: 'Fakturan är nu betald i sin helhet.',
    needsReview:
      'Behöver granskas: den här betalningen kom via ett Stripe-konto som inte är det som nu är kopplat till Paydraft. Pengarna har överförts, så betalningen är registrerad; kontrollera den i det Stripe-kontot.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {förfaller den {date}} today {förfaller i dag, {date}} other {förföll den {date}, för {days, plural, one {# dag} other {# dagar}} sedan}}',
    quoteState: '{when, select, after {var giltig till {date}} other {är giltig till {date}}}',
    subject: 'Påminnelse: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'En vänlig påminnelse från {sender}: {name} {state}{when, select, before {, om {days, plural, one {# dag} other {# dagar}}} other {}}.',
    quoteFriendly:
      'En vänlig påminnelse från {sender}: {name} {state}{when, select, before {, {days, plural, one {# dag} other {# dagar}} kvar} other {}}.',
    quoteTotal: 'Offertsumma',
    lateFee:
      'En förseningsavgift på {fee} har lagts till på fakturan eftersom förfallodagen har passerat; det återstående beloppet inkluderar den.',
    payByCard:
      'Du kan betala med kort: ”Betala nu” öppnar fakturan, där du kan betala det återstående beloppet online.',
    paymentDetails: 'Länken nedan öppnar fakturan med betalningsuppgifterna.',
    alreadyPaid: 'Om du redan har betalat: tack, och bortse från den här påminnelsen.',
    quoteChoice: 'Du kan godkänna eller avböja offerten på dess sida.',
    questions:
      '{type, select, invoice {Frågor om fakturan?} other {Frågor om offerten?}} Svara på det här mejlet för att nå {sender}.',
  },
  sendDraft: {
    subject: '{title} {number} från {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Hej,',
    intro:
      'Här kommer {type, select, invoice {faktura} quote {offert} other {kreditfaktura}} {number}. Via länken kan du visa dokumentet och ladda ner PDF-filen.',
    quoteAccept: 'Om allt ser rätt ut kan du godkänna offerten på den sidan.',
    questions: 'Hör gärna av dig om du har några frågor.',
    thanks: 'Vänliga hälsningar',
  },
} satisfies Messages<typeof english>;
