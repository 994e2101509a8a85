import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Polish: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Faktura} quote {Oferta} other {Faktura korygująca}}',
  inSentence: {
    name: '{type, select, invoice {faktura} quote {oferta} other {faktura korygująca}}',
    yours: '{type, select, invoice {Twoja faktura} quote {Twoja oferta} other {Twoja faktura korygująca}}',
  },
  openLink: 'Lub otwórz ten link:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'Cześć {name},',
  openHistory: 'Otwórz historię dokumentów',
  replyToReach: 'Odpowiedz na tę wiadomość, aby skontaktować się z: {sender}.',
  view: 'Zobacz dokument ({name})',
  document: {
    heading: '{name} od {sender}',
    sent: '{sender} przesyła Państwu dokument: {name}.',
    attached: 'Plik PDF jest załączony do tej wiadomości ({file}).',
    quoteChoice: 'Ofertę można zaakceptować lub odrzucić za pomocą linku.',
  },
  quoteDecision: {
    accepted: '{name} została zaakceptowana',
    acceptedBy: '{name} została zaakceptowana (akceptujący: {signer})',
    rejected: '{name} została odrzucona',
    yourClient: 'Twój klient',
    acceptedText:
      'Zaakceptowano: {name}{dated, select, yes {, dnia {date}} other {}} (akceptujący: {who}). Jej status w historii dokumentów to teraz Zaakceptowana, a PDF pokazuje, kto i kiedy ją zaakceptował.',
    rejectedText:
      'Odrzucono: {name}{dated, select, yes {, dnia {date}} other {}}. Jej status w historii dokumentów to teraz Odrzucona.',
  },
  receipt: {
    subject: 'Pokwitowanie do faktury {number}',
    subjectUnnumbered: 'Pokwitowanie płatności',
    received: '{sender} potwierdza otrzymanie Państwa płatności w wysokości {amount} – {name}. Dziękujemy.',
    date: 'Data',
    method: 'Metoda płatności',
    paidInFull: 'Zapłacono w całości',
    attached: 'Pokwitowanie jest załączone do tej wiadomości ({file}).',
  },
  paymentReceived: {
    subject: 'Otrzymano płatność – {name}',
    subjectNeedsReview: 'Do sprawdzenia: otrzymano płatność – {name}',
    paid: 'Twój klient zapłacił kartą {amount} – {name}, dnia {date}.',
    balanceLeft: 'Pozostało do zapłaty: {amount}.',
    paidInFull: 'Faktura jest teraz zapłacona w całości.',
    needsReview:
      'Do sprawdzenia: ta płatność wpłynęła przez konto Stripe, które nie jest kontem obecnie połączonym z Paydraft. Środki zostały przekazane, więc płatność jest zarejestrowana; sprawdź ją na tym koncie Stripe.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {ma termin płatności {date}} today {ma termin płatności dzisiaj, {date}} other {miała termin płatności {date}, {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} temu}}',
    quoteState: '{when, select, after {była ważna do {date}} other {jest ważna do {date}}}',
    subject: 'Przypomnienie: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'Uprzejme przypomnienie od {sender}: {name} {state}{when, select, before {, czyli za {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}} other {}}.',
    quoteFriendly:
      'Uprzejme przypomnienie od {sender}: {name} {state}{when, select, before {, jeszcze przez {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}} other {}}.',
    quoteTotal: 'Wartość oferty',
    lateFee:
      'Do faktury doliczono opłatę za opóźnienie w wysokości {fee}, ponieważ minął termin płatności; kwota pozostała do zapłaty ją uwzględnia.',
    payByCard:
      'Można zapłacić kartą: przycisk „Zapłać teraz” otwiera fakturę, gdzie można opłacić pozostałą kwotę online.',
    paymentDetails: 'Poniższy link otwiera fakturę z danymi do płatności.',
    alreadyPaid: 'Jeśli płatność została już dokonana, dziękujemy i prosimy zignorować to przypomnienie.',
    quoteChoice: 'Ofertę można zaakceptować lub odrzucić na jej stronie.',
    questions:
      '{type, select, invoice {Pytania dotyczące faktury?} other {Pytania dotyczące oferty?}} Odpowiedz na tę wiadomość, aby skontaktować się z: {sender}.',
  },
  sendDraft: {
    subject: '{title} {number} od {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Dzień dobry,',
    intro:
      'przesyłam {type, select, invoice {fakturę} quote {ofertę} other {fakturę korygującą}} {number}. Pod linkiem można wyświetlić dokument i pobrać plik PDF.',
    quoteAccept: 'Jeśli wszystko się zgadza, ofertę można zaakceptować na tej stronie.',
    questions: 'W razie pytań pozostaję do dyspozycji.',
    thanks: 'Pozdrawiam',
  },
} satisfies Messages<typeof english>;
