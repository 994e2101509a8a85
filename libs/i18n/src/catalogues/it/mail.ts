import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Italian: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Fattura} quote {Preventivo} other {Nota di credito}}',
  inSentence: {
    name: '{type, select, invoice {la fattura} quote {il preventivo} other {la nota di credito}}',
    yours:
      '{type, select, invoice {la sua fattura} quote {il suo preventivo} other {la sua nota di credito}}',
  },
  openLink: 'Oppure apra questo link:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'Ciao {name},',
  openHistory: 'Apri lo storico dei documenti',
  replyToReach: 'Risponda a questa email per contattare {sender}.',
  view: 'Visualizza {name}',
  document: {
    heading: '{name} da {sender}',
    sent: '{sender} le ha inviato {name}.',
    attached: 'Il PDF è allegato a questa email ({file}).',
    quoteChoice: 'Dal link può accettare o rifiutare il preventivo.',
  },
  quoteDecision: {
    accepted: '{name} è stato accettato',
    acceptedBy: '{name} è stato accettato da {signer}',
    rejected: '{name} è stato rifiutato',
    yourClient: 'Il tuo cliente',
    acceptedText:
      '{who} ha accettato {name}{dated, select, yes { il {date}} other {}}. Nello storico dei documenti il suo stato ora è Accettato, e il suo PDF indica chi l’ha accettato e quando.',
    rejectedText:
      'Il tuo cliente ha rifiutato {name}{dated, select, yes { il {date}} other {}}. Nello storico dei documenti il suo stato ora è Rifiutato.',
  },
  receipt: {
    subject: 'Ricevuta per la fattura {number}',
    subjectUnnumbered: 'Ricevuta del suo pagamento',
    received: '{sender} ha ricevuto il suo pagamento di {amount} per {name}. Grazie.',
    date: 'Data',
    method: 'Metodo di pagamento',
    paidInFull: 'Interamente pagata',
    attached: 'La ricevuta è allegata a questa email ({file}).',
  },
  paymentReceived: {
    subject: 'Pagamento ricevuto per {name}',
    subjectNeedsReview: 'Da verificare: pagamento ricevuto per {name}',
    paid: 'Il tuo cliente ha pagato {amount} con carta per {name} il {date}.',
    balanceLeft: 'Saldo dovuto: {amount}.',
    paidInFull: 'Ora la fattura è interamente pagata.',
    needsReview:
      'Da verificare: questo pagamento è arrivato tramite un account Stripe diverso da quello ora collegato a Paydraft. Il denaro è stato trasferito, quindi il pagamento è registrato; controllalo in quell’account Stripe.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {scade il {date}} today {scade oggi, {date}} other {è scaduta il {date}, {days, plural, one {# giorno} other {# giorni}} fa}}',
    quoteState: '{when, select, after {era valido fino al {date}} other {è valido fino al {date}}}',
    subject: 'Promemoria: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'Un cortese promemoria da parte di {sender}: {name} {state}{when, select, before {, tra {days, plural, one {# giorno} other {# giorni}}} other {}}.',
    quoteFriendly:
      'Un cortese promemoria da parte di {sender}: {name} {state}{when, select, before {, ancora per {days, plural, one {# giorno} other {# giorni}}} other {}}.',
    quoteTotal: 'Totale preventivo',
    lateFee:
      'Poiché la data di scadenza è passata, alla fattura è stata aggiunta una mora di {fee}; il saldo dovuto la comprende.',
    payByCard: 'Può pagare con carta: «Paga ora» apre la fattura, dove può saldare l’importo online.',
    paymentDetails: 'Il link qui sotto apre la fattura con i dati di pagamento.',
    alreadyPaid: 'Se ha già pagato, la ringraziamo e la preghiamo di ignorare questo promemoria.',
    quoteChoice: 'Può accettare o rifiutare il preventivo dalla sua pagina.',
    questions:
      '{type, select, invoice {Domande sulla fattura?} other {Domande sul preventivo?}} Risponda a questa email per contattare {sender}.',
  },
  sendDraft: {
    subject: '{title} {number} da {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Buongiorno,',
    intro:
      'Le invio {type, select, invoice {la fattura} quote {il preventivo} other {la nota di credito}} {number}. Dal link può visualizzare il documento e scaricare il PDF.',
    quoteAccept: 'Se è tutto corretto, può accettare il preventivo su quella pagina.',
    questions: 'Resto a disposizione per qualsiasi domanda.',
    thanks: 'Cordiali saluti,',
  },
} satisfies Messages<typeof english>;
