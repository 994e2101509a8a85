/**
 * Words only the mails use: to the client in the document's language, to the owner in theirs. The
 * shared vocabulary (Pay now, Balance due, Due date, Valid until, payment methods) is in `common`.
 * `{type}` is a document type id (invoice, quote, credit_note); `{name}` a document's name as the
 * sentence uses it ('invoice INV-7', 'your invoice'); `{when}` is before, today or after its date.
 */
export const mail = {
  title: '{type, select, invoice {Invoice} quote {Quote} other {Credit note}}',
  inSentence: {
    name: '{type, select, invoice {invoice} quote {quote} other {credit note}}',
    yours: '{type, select, invoice {your invoice} quote {your quote} other {your credit note}}',
  },
  openLink: 'Or open this link:',
  fact: '{label}: {value}',
  /** Two sentences one after the other: a space between them, none in Japanese and Chinese. */
  sentences: '{first} {second}',
  greeting: 'Hi {name},',
  openHistory: 'Open document history',
  replyToReach: 'Reply to this mail to reach {sender}.',
  view: 'View {name}',
  document: {
    heading: '{name} from {sender}',
    sent: '{sender} sent you {type, select, invoice {an} other {a}} {name}.',
    attached: 'The PDF of {name} is attached to this mail ({file}).',
    quoteChoice: 'You can accept or reject the quote from the link.',
  },
  quoteDecision: {
    accepted: '{name} was accepted',
    acceptedBy: '{name} was accepted by {signer}',
    rejected: '{name} was rejected',
    yourClient: 'Your client',
    acceptedText:
      '{who} accepted {name}{dated, select, yes { on {date}} other {}}. Its status in your document history is now Accepted, and its PDF shows who accepted it and when.',
    rejectedText:
      'Your client rejected {name}{dated, select, yes { on {date}} other {}}. Its status in your document history is now Rejected.',
  },
  receipt: {
    subject: 'Receipt for invoice {number}',
    subjectUnnumbered: 'Receipt for your payment',
    received: '{sender} received your payment of {amount} for {name}. Thank you.',
    date: 'Date',
    method: 'Method',
    paidInFull: 'Paid in full',
    attached: 'The receipt is attached to this mail ({file}).',
  },
  paymentReceived: {
    subject: 'Payment received for {name}',
    subjectNeedsReview: 'Needs review: payment received for {name}',
    paid: 'Your client paid {amount} by card for {name} on {date}.',
    balanceLeft: 'Balance due: {amount}.',
    paidInFull: 'The invoice is now paid in full.',
    needsReview:
      'Needs review: this payment arrived through a Stripe account that is not the one connected to Paydraft now. The money has moved, so the payment is recorded; check it in that Stripe account.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {is due on {date}} today {is due today, {date}} other {was due on {date}, {days, plural, one {# day} other {# days}} ago}}',
    quoteState: '{when, select, after {was valid until {date}} other {is valid until {date}}}',
    subject: 'Reminder: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'This is a friendly reminder from {sender} that {name} {state}{when, select, before {, in {days, plural, one {# day} other {# days}}} other {}}.',
    quoteFriendly:
      'This is a friendly reminder from {sender} that {name} {state}{when, select, before {, {days, plural, one {# day} other {# days}} from now} other {}}.',
    quoteTotal: 'Quote total',
    lateFee:
      'A late fee of {fee} was added to the invoice as its due date has passed; the balance due includes it.',
    payByCard: 'You can pay by card: Pay now opens the invoice, where you can pay the balance online.',
    paymentDetails: 'The link below opens the invoice with its payment details.',
    alreadyPaid: 'If you have already paid, thank you, and please ignore this reminder.',
    quoteChoice: 'You can accept or reject the quote from its page.',
    questions:
      '{type, select, invoice {Questions about the invoice?} other {Questions about the quote?}} Reply to this mail to reach {sender}.',
  },
  /**
   * The Send dialog's suggested subject and message, which the owner edits and the mail then carries
   * word for word: `{title}` is the kind's title (common:documentTitle), `{sender}` the business name.
   */
  sendDraft: {
    subject: '{title} {number} from {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Hello,',
    intro:
      'Here is {type, select, invoice {invoice} quote {quote} other {credit note}} {number}. You can view it and download the PDF from the link.',
    quoteAccept: 'If everything looks right, you can accept the quote on that page.',
    questions: 'Please let me know if you have any questions.',
    thanks: 'Thank you,',
  },
};
