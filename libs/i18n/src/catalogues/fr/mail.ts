import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** French: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Facture} quote {Devis} other {Avoir}}',
  inSentence: {
    name: '{type, select, invoice {la facture} quote {le devis} other {l’avoir}}',
    yours: '{type, select, invoice {votre facture} quote {votre devis} other {votre avoir}}',
  },
  openLink: 'Ou ouvrez ce lien\u00a0:',
  fact: '{label}\u00a0: {value}',
  sentences: '{first} {second}',
  greeting: 'Bonjour {name},',
  openHistory: 'Ouvrir l’historique des documents',
  replyToReach: 'Répondez à ce message pour joindre {sender}.',
  view: 'Voir {name}',
  document: {
    heading: '{name} de {sender}',
    sent: '{sender} vous a envoyé {name}.',
    attached: 'Le PDF est joint à ce message ({file}).',
    quoteChoice: 'Vous pouvez accepter ou refuser le devis depuis le lien.',
  },
  quoteDecision: {
    accepted: '{name} a été accepté',
    acceptedBy: '{name} a été accepté par {signer}',
    rejected: '{name} a été refusé',
    yourClient: 'Votre client',
    acceptedText:
      '{who} a accepté {name}{dated, select, yes { le {date}} other {}}. Son statut dans votre historique des documents est désormais Accepté, et son PDF indique qui l’a accepté et quand.',
    rejectedText:
      'Votre client a refusé {name}{dated, select, yes { le {date}} other {}}. Son statut dans votre historique des documents est désormais Refusé.',
  },
  receipt: {
    subject: 'Reçu pour la facture {number}',
    subjectUnnumbered: 'Reçu pour votre paiement',
    received: '{sender} a bien reçu votre paiement de {amount} pour {name}. Merci.',
    date: 'Date',
    method: 'Mode de paiement',
    paidInFull: 'Facture payée intégralement',
    attached: 'Le reçu est joint à ce message ({file}).',
  },
  paymentReceived: {
    subject: 'Paiement reçu pour {name}',
    subjectNeedsReview: 'À vérifier\u00a0: paiement reçu pour {name}',
    paid: 'Votre client a payé {amount} par carte pour {name} le {date}.',
    balanceLeft: 'Reste à payer\u00a0: {amount}.',
    paidInFull: 'La facture est désormais payée intégralement.',
    needsReview:
      'À vérifier\u00a0: ce paiement est arrivé sur un compte Stripe qui n’est pas celui actuellement connecté à Paydraft. L’argent a été versé, le paiement est donc enregistré\u00a0; vérifiez-le dans ce compte Stripe.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {est à régler le {date}} today {est à régler aujourd’hui, le {date}} other {était à régler le {date}, il y a {days, plural, one {# jour} other {# jours}}}}',
    quoteState: '{when, select, after {était valable jusqu’au {date}} other {est valable jusqu’au {date}}}',
    subject: 'Rappel\u00a0: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'Petit rappel de la part de {sender}\u00a0: {name} {state}{when, select, before {, dans {days, plural, one {# jour} other {# jours}}} other {}}.',
    quoteFriendly:
      'Petit rappel de la part de {sender}\u00a0: {name} {state}{when, select, before {, encore {days, plural, one {# jour} other {# jours}}} other {}}.',
    quoteTotal: 'Total du devis',
    lateFee:
      'Des frais de retard de {fee} ont été ajoutés à la facture, sa date d’échéance étant dépassée\u00a0; le reste à payer les inclut.',
    payByCard:
      'Vous pouvez payer par carte\u00a0: «\u00a0Payer maintenant\u00a0» ouvre la facture, où vous pouvez régler le solde en ligne.',
    paymentDetails: 'Le lien ci-dessous ouvre la facture avec ses informations de paiement.',
    alreadyPaid: 'Si vous avez déjà payé, merci, et veuillez ne pas tenir compte de ce rappel.',
    quoteChoice: 'Vous pouvez accepter ou refuser le devis depuis sa page.',
    questions:
      '{type, select, invoice {Une question sur la facture\u00a0?} other {Une question sur le devis\u00a0?}} Répondez à ce message pour joindre {sender}.',
  },
  sendDraft: {
    subject: '{title} {number} de {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Bonjour,',
    intro:
      'Veuillez trouver {type, select, invoice {la facture} quote {le devis} other {l’avoir}} {number}. Le lien permet de consulter le document et d’en télécharger le PDF.',
    quoteAccept: 'Si tout vous convient, vous pouvez accepter le devis sur cette page.',
    questions: 'N’hésitez pas à me contacter pour toute question.',
    thanks: 'Cordialement,',
  },
} satisfies Messages<typeof english>;
