export { BRAND } from './brand';
export { renderText, sentences, type MailContent, type MailLocale, type MailTemplate } from './mail-content';
export { MailLayout, renderHtml } from './mail-layout';
export { renderTemplate, type RenderedMail } from './render-template';
export { accountMail, contactMail, type AccountMailData, type ContactMailData } from './account-mails';
