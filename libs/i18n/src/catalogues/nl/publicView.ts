import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Dutch: words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} van {sender}',
  documentFallback: 'Document',
  logo: 'Logo van {sender}',
  senderLogo: 'Logo van de afzender',
  status: {
    draft: 'Concept',
    sent: 'Verzonden',
    viewed: 'Bekeken',
    partially_paid: 'Deels betaald',
    paid: 'Betaald',
    overdue: 'Achterstallig',
    accepted: 'Geaccepteerd',
    rejected: 'Afgewezen',
    expired: 'Verlopen',
    cancelled: 'Geannuleerd',
  },
  items: 'Regels',
  totalPaid: 'Totaal betaald',
  amountPaid: 'Betaald bedrag',
  paid: 'Betaald',
  downloadPdf: 'PDF downloaden',
  downloaded: 'PDF gedownload!',
  downloadFailed: 'Het document kon niet worden gedownload',
  howToPay: 'Zo betaalt u',
  instructions: 'Instructies',
  payNow: 'Nu betalen · {amount}',
  payErrors: {
    nothingDue: 'Op deze factuur staat niets meer open.',
    noCard: 'Betalen met een kaart is voor deze factuur niet mogelijk. Gebruik de betaalgegevens.',
    failed: 'De betaalpagina kon niet worden geopend. Probeer het opnieuw.',
  },
  paymentReturn: {
    received: 'Bedankt, uw betaling is ontvangen',
    cancelled: 'Betaling geannuleerd. Er is niets afgeschreven.',
    processing: 'Betaling wordt verwerkt…',
    pending:
      'Uw betaling wordt bevestigd. Zodra dat gebeurd is, toont deze pagina de factuur als betaald; u kunt hem later opnieuw laden.',
  },
  decision: {
    accept: 'Offerte accepteren',
    reject: 'Offerte afwijzen',
    cancel: 'Annuleren',
    acceptTitle: 'Offerte {number} accepteren',
    rejectTitle: 'Offerte {number} afwijzen?',
    acceptExplanation:
      'Typ uw volledige naam om deze offerte te accepteren. Uw naam en het tijdstip worden erbij vastgelegd.',
    rejectExplanation:
      'De afzender krijgt bericht dat u deze offerte hebt afgewezen. Dit kan niet ongedaan worden gemaakt.',
    name: 'Volledige naam',
    nameRequired: 'Vul uw volledige naam in',
    nameTooLong: '{max, plural, one {Maximaal # teken} other {Maximaal # tekens}}',
    accepted: 'Offerte geaccepteerd!',
    rejected: 'Offerte afgewezen!',
    acceptFailed: 'De offerte kon niet worden geaccepteerd',
    rejectFailed: 'De offerte kon niet worden afgewezen',
    alreadyDecided: 'Over deze offerte is al beslist',
    revised: 'Deze offerte is inmiddels herzien: bekijk de nieuwste versie',
  },
  decided: {
    acceptedByOn: 'Geaccepteerd door {name} op {date}',
    acceptedBy: 'Geaccepteerd door {name}',
    acceptedOn: 'Geaccepteerd op {date}',
    accepted: 'Geaccepteerd',
    rejectedOn: 'Afgewezen op {date}',
    rejected: 'Afgewezen',
  },
  revision: {
    label: 'Versie {revision}',
    newer:
      'Er bestaat een nieuwere versie van deze offerte: versie {latest}. Deze pagina toont versie {shown} zoals erover is beslist.',
    view: 'Versie {revision} bekijken',
    earlier: 'Eerdere versies',
  },
  madeWith: 'Gemaakt met',
} satisfies Messages<typeof english>;
