export { BRAND } from './brand';
export {
  renderText,
  sentences,
  type MailContent,
  type MailLanguage,
  type MailLocale,
  type MailTemplate,
} from './mail-content';
export { MailLayout, renderHtml } from './mail-layout';
export { renderTemplate, type RenderedMail } from './render-template';
export { accountMail, contactMail, type AccountMailData, type ContactMailData } from './account-mails';
export {
  documentMail,
  oneLine,
  quoteDecisionMail,
  type DocumentMailData,
  type QuoteDecisionMailData,
} from './document-mails';
export {
  paymentReceivedMail,
  receiptMail,
  type PaymentReceivedMailData,
  type ReceiptMailData,
} from './payment-mails';
export { reminderMail, type ReminderMailData } from './reminder-mails';
export { renderMail, type MailData } from './render-mail';
export { MAIL_SAMPLES, everyMailSample, mailSampleIn } from './mail-samples';
