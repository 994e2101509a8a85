// The templates live in @paydraft/mail-templates; the mailer's modules still import them from here.
export {
  oneLine,
  renderMail,
  type DocumentMailData,
  type MailData,
  type PaymentReceivedMailData,
  type QuoteDecisionMailData,
  type ReceiptMailData,
  type ReminderMailData,
} from '@paydraft/mail-templates';
