import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Swedish: words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} från {sender}',
  documentFallback: 'Dokument',
  logo: 'Logotyp för {sender}',
  senderLogo: 'Avsändarens logotyp',
  status: {
    draft: 'Utkast',
    sent: 'Skickad',
    viewed: 'Visad',
    partially_paid: 'Delvis betald',
    paid: 'Betald',
    overdue: 'Förfallen',
    accepted: 'Accepterad',
    rejected: 'Avböjd',
    expired: 'Utgången',
    cancelled: 'Makulerad',
  },
  items: 'Rader',
  totalPaid: 'Totalt betalt',
  amountPaid: 'Betalt belopp',
  paid: 'Betald',
  downloadPdf: 'Ladda ner PDF',
  downloaded: 'PDF:en har laddats ner!',
  downloadFailed: 'Det gick inte att ladda ner dokumentet',
  howToPay: 'Så betalar du',
  instructions: 'Instruktioner',
  payNow: 'Betala nu · {amount}',
  payErrors: {
    nothingDue: 'Inget återstår att betala på den här fakturan.',
    noCard: 'Kortbetalning är inte tillgänglig för den här fakturan. Använd betalningsuppgifterna.',
    failed: 'Det gick inte att öppna betalningssidan. Försök igen.',
  },
  paymentReturn: {
    received: 'Tack, din betalning har tagits emot',
    cancelled: 'Betalningen avbröts. Inget har dragits.',
    processing: 'Betalningen behandlas…',
    pending:
      'Din betalning bekräftas. Sidan visar fakturan som betald när den är bekräftad; du kan ladda om den senare.',
  },
  decision: {
    accept: 'Acceptera offert',
    reject: 'Avböj offert',
    cancel: 'Avbryt',
    acceptTitle: 'Acceptera offert {number}',
    rejectTitle: 'Avböja offert {number}?',
    acceptExplanation:
      'Skriv ditt fullständiga namn för att acceptera offerten. Ditt namn och tidpunkten sparas med den.',
    rejectExplanation: 'Avsändaren får veta att du avböjt offerten. Det går inte att ångra.',
    name: 'Fullständigt namn',
    nameRequired: 'Ange ditt fullständiga namn',
    nameTooLong: '{max, plural, one {Högst # tecken} other {Högst # tecken}}',
    accepted: 'Offerten har accepterats!',
    rejected: 'Offerten har avböjts!',
    acceptFailed: 'Det gick inte att acceptera offerten',
    rejectFailed: 'Det gick inte att avböja offerten',
    alreadyDecided: 'Offerten är redan besvarad',
    revised: 'Offerten har ändrats sedan dess: granska den senaste versionen',
  },
  decided: {
    acceptedByOn: 'Accepterad av {name} den {date}',
    acceptedBy: 'Accepterad av {name}',
    acceptedOn: 'Accepterad den {date}',
    accepted: 'Accepterad',
    rejectedOn: 'Avböjd den {date}',
    rejected: 'Avböjd',
  },
  revision: {
    label: 'Version {revision}',
    newer:
      'Det finns en nyare version av offerten: version {latest}. Sidan visar version {shown} som den besvarades.',
    view: 'Visa version {revision}',
    earlier: 'Tidigare versioner',
  },
  madeWith: 'Skapad med',
} satisfies Messages<typeof english>;
