import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Dutch: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Factuur} quote {Offerte} other {Creditnota}}',
  inSentence: {
    name: '{type, select, invoice {factuur} quote {offerte} other {creditnota}}',
    yours: '{type, select, invoice {uw factuur} quote {uw offerte} other {uw creditnota}}',
  },
  openLink: 'Of open deze link:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'Hallo {name},',
  openHistory: 'Documentgeschiedenis openen',
  replyToReach: 'Beantwoord deze e-mail om {sender} te bereiken.',
  view: '{name} bekijken',
  document: {
    heading: '{name} van {sender}',
    sent: '{sender} heeft u {name} gestuurd.',
    attached: 'De pdf van {name} is bij deze e-mail gevoegd ({file}).',
    quoteChoice: 'Via de link kunt u de offerte accepteren of weigeren.',
  },
  quoteDecision: {
    accepted: '{name} is geaccepteerd',
    acceptedBy: '{name} is geaccepteerd door {signer}',
    rejected: '{name} is geweigerd',
    yourClient: 'Uw klant',
    acceptedText:
      '{who} heeft {name}{dated, select, yes { op {date}} other {}} geaccepteerd. De status in uw documentgeschiedenis is nu Geaccepteerd, en de pdf toont wie de offerte wanneer heeft geaccepteerd.',
    rejectedText:
      'Uw klant heeft {name}{dated, select, yes { op {date}} other {}} geweigerd. De status in uw documentgeschiedenis is nu Geweigerd.',
  },
  receipt: {
    subject: 'Ontvangstbewijs voor factuur {number}',
    subjectUnnumbered: 'Ontvangstbewijs voor uw betaling',
    received: '{sender} heeft uw betaling van {amount} voor {name} ontvangen. Hartelijk dank.',
    date: 'Datum',
    method: 'Betaalwijze',
    paidInFull: 'Volledig betaald',
    attached: 'Het ontvangstbewijs is bij deze e-mail gevoegd ({file}).',
  },
  paymentReceived: {
    subject: 'Betaling ontvangen voor {name}',
    subjectNeedsReview: 'Controle nodig: betaling ontvangen voor {name}',
    paid: 'Uw klant heeft op {date} {amount} per kaart betaald voor {name}.',
    balanceLeft: 'Openstaand bedrag: {amount}.',
    paidInFull: 'De factuur is nu volledig betaald.',
    needsReview:
      'Controle nodig: deze betaling kwam binnen via een Stripe-account dat niet het account is dat nu aan Paydraft is gekoppeld. Het geld is overgemaakt, dus de betaling is geregistreerd; controleer haar in dat Stripe-account.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {vervalt op {date}} today {vervalt vandaag, {date}} other {is vervallen op {date}, {days, plural, one {# dag} other {# dagen}} geleden}}',
    quoteState: '{when, select, after {was geldig tot {date}} other {is geldig tot {date}}}',
    subject: 'Herinnering: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'Een vriendelijke herinnering van {sender}: {name} {state}{when, select, before {, over {days, plural, one {# dag} other {# dagen}}} other {}}.',
    quoteFriendly:
      'Een vriendelijke herinnering van {sender}: {name} {state}{when, select, before {, nog {days, plural, one {# dag} other {# dagen}}} other {}}.',
    quoteTotal: 'Offertetotaal',
    lateFee:
      'Omdat de vervaldatum is verstreken, is er een vertragingsvergoeding van {fee} aan de factuur toegevoegd; het openstaande bedrag bevat die.',
    payByCard:
      'U kunt per kaart betalen: ‘Nu betalen’ opent de factuur, waar u het openstaande bedrag online kunt betalen.',
    paymentDetails: 'De link hieronder opent de factuur met de betaalgegevens.',
    alreadyPaid: 'Hebt u al betaald? Dank u wel, en beschouw deze herinnering dan als niet verzonden.',
    quoteChoice: 'Op de pagina van de offerte kunt u haar accepteren of weigeren.',
    questions:
      '{type, select, invoice {Vragen over de factuur?} other {Vragen over de offerte?}} Beantwoord deze e-mail om {sender} te bereiken.',
  },
  sendDraft: {
    subject: '{title} {number} van {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Goedendag,',
    intro:
      'Hierbij {type, select, invoice {factuur} quote {offerte} other {creditnota}} {number}. Via de link kunt u het document bekijken en als pdf downloaden.',
    quoteAccept: 'Als alles klopt, kunt u de offerte op die pagina accepteren.',
    questions: 'Laat het gerust weten als u vragen heeft.',
    thanks: 'Met vriendelijke groet,',
  },
} satisfies Messages<typeof english>;
