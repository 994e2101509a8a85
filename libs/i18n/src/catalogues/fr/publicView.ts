import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** French: words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} de {sender}',
  documentFallback: 'Document',
  logo: 'Logo de {sender}',
  senderLogo: "Logo de l'émetteur",
  status: {
    draft: 'Brouillon',
    sent: 'Envoyé',
    viewed: 'Consulté',
    partially_paid: 'Partiellement payé',
    paid: 'Payé',
    overdue: 'En retard',
    accepted: 'Accepté',
    rejected: 'Refusé',
    expired: 'Expiré',
    cancelled: 'Annulé',
  },
  items: 'Articles',
  totalPaid: 'Total payé',
  amountPaid: 'Montant payé',
  paid: 'Payé',
  downloadPdf: 'Télécharger le PDF',
  downloaded: 'PDF téléchargé avec succès !',
  downloadFailed: 'Échec du téléchargement du document',
  howToPay: 'Comment payer',
  instructions: 'Instructions',
  payNow: 'Payer maintenant · {amount}',
  payErrors: {
    nothingDue: "Plus rien n'est dû sur cette facture.",
    noCard:
      "Le paiement par carte n'est pas disponible pour cette facture. Veuillez utiliser les coordonnées de paiement.",
    failed: "Impossible d'ouvrir la page de paiement. Veuillez réessayer.",
  },
  paymentReturn: {
    received: 'Merci, votre paiement a bien été reçu',
    cancelled: "Paiement annulé. Aucun montant n'a été débité.",
    processing: 'Paiement en cours de traitement…',
    pending:
      "Votre paiement est en cours de confirmation. Cette page affichera la facture comme payée dès qu'il sera confirmé ; vous pourrez la recharger plus tard.",
  },
  decision: {
    accept: 'Accepter le devis',
    reject: 'Refuser le devis',
    cancel: 'Annuler',
    acceptTitle: 'Accepter le devis {number}',
    rejectTitle: 'Refuser le devis {number} ?',
    acceptExplanation:
      "Saisissez vos nom et prénom pour accepter ce devis. Votre nom et l'heure sont enregistrés avec lui.",
    rejectExplanation: "L'émetteur sera informé que vous avez refusé ce devis. Cette action est définitive.",
    name: 'Nom complet',
    nameRequired: 'Veuillez saisir votre nom complet',
    nameTooLong: '{max, plural, one {# caractère au maximum} other {# caractères au maximum}}',
    accepted: 'Devis accepté avec succès !',
    rejected: 'Devis refusé avec succès !',
    acceptFailed: "Échec de l'acceptation du devis",
    rejectFailed: 'Échec du refus du devis',
    alreadyDecided: 'Une décision a déjà été prise sur ce devis',
    revised: 'Ce devis a été révisé depuis : veuillez consulter la dernière révision',
  },
  decided: {
    acceptedByOn: 'Accepté par {name} le {date}',
    acceptedBy: 'Accepté par {name}',
    acceptedOn: 'Accepté le {date}',
    accepted: 'Accepté',
    rejectedOn: 'Refusé le {date}',
    rejected: 'Refusé',
  },
  revision: {
    label: 'Révision {revision}',
    newer:
      "Une révision plus récente de ce devis existe : révision {latest}. Cette page montre la révision {shown} telle qu'elle a été décidée.",
    view: 'Voir la révision {revision}',
    earlier: 'Révisions précédentes',
  },
  madeWith: 'Créé avec',
} satisfies Messages<typeof english>;
