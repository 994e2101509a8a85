import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Italian: words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} di {sender}',
  documentFallback: 'Documento',
  logo: 'Logo di {sender}',
  senderLogo: 'Logo del mittente',
  status: {
    draft: 'Bozza',
    sent: 'Inviato',
    viewed: 'Visualizzato',
    partially_paid: 'Pagato in parte',
    paid: 'Pagato',
    overdue: 'Scaduto',
    accepted: 'Accettato',
    rejected: 'Rifiutato',
    expired: 'Scaduto',
    cancelled: 'Annullato',
  },
  items: 'Voci',
  totalPaid: 'Totale pagato',
  amountPaid: 'Importo pagato',
  paid: 'Pagato',
  downloadPdf: 'Scarica PDF',
  downloaded: 'PDF scaricato correttamente!',
  downloadFailed: 'Impossibile scaricare il documento',
  howToPay: 'Come pagare',
  instructions: 'Istruzioni',
  payNow: 'Paga ora · {amount}',
  payErrors: {
    nothingDue: 'Su questa fattura non è più dovuto nulla.',
    noCard: 'Il pagamento con carta non è disponibile per questa fattura. Utilizzi i dati di pagamento.',
    failed: 'Impossibile aprire la pagina di pagamento. Riprovi.',
  },
  paymentReturn: {
    received: 'Grazie, abbiamo ricevuto il suo pagamento',
    cancelled: 'Pagamento annullato. Non è stato addebitato nulla.',
    processing: 'Pagamento in elaborazione…',
    pending:
      'Il suo pagamento è in fase di conferma. Questa pagina mostrerà la fattura come pagata appena confermato; può ricaricarla più tardi.',
  },
  decision: {
    accept: 'Accetta preventivo',
    reject: 'Rifiuta preventivo',
    cancel: 'Annulla',
    acceptTitle: 'Accetta il preventivo {number}',
    rejectTitle: 'Rifiutare il preventivo {number}?',
    acceptExplanation:
      "Digiti il suo nome e cognome per accettare questo preventivo. Il nome e l'ora vengono registrati insieme ad esso.",
    rejectExplanation:
      "Il mittente verrà informato che ha rifiutato questo preventivo. L'operazione non può essere annullata.",
    name: 'Nome e cognome',
    nameRequired: 'Inserisca il suo nome e cognome',
    nameTooLong: '{max, plural, one {Al massimo # carattere} other {Al massimo # caratteri}}',
    accepted: 'Preventivo accettato correttamente!',
    rejected: 'Preventivo rifiutato correttamente!',
    acceptFailed: 'Impossibile accettare il preventivo',
    rejectFailed: 'Impossibile rifiutare il preventivo',
    alreadyDecided: 'Su questo preventivo è già stata presa una decisione',
    revised: 'Questo preventivo è stato modificato nel frattempo: consulti la revisione più recente',
  },
  decided: {
    acceptedByOn: 'Accettato da {name} il {date}',
    acceptedBy: 'Accettato da {name}',
    acceptedOn: 'Accettato il {date}',
    accepted: 'Accettato',
    rejectedOn: 'Rifiutato il {date}',
    rejected: 'Rifiutato',
  },
  revision: {
    label: 'Revisione {revision}',
    newer:
      'Esiste una revisione più recente di questo preventivo: revisione {latest}. Questa pagina mostra la revisione {shown} come è stata decisa.',
    view: 'Visualizza la revisione {revision}',
    earlier: 'Revisioni precedenti',
  },
  madeWith: 'Creato con',
} satisfies Messages<typeof english>;
