import { renderHtml, renderText, type MailContent } from './mail-layout';
import type { MailKind, RenderedMail } from './mail-kinds';

/** The data each kind of mail is rendered from; auth supplies the links it has signed. */
export type MailData =
  | { kind: 'contact'; subject: string; body: string }
  | { kind: 'password-reset'; resetUrl: string; expiresInMinutes: number }
  | { kind: 'email-change'; confirmUrl: string; newEmail: string; expiresInHours: number };

/** `text` replaces the plain-text rendering where the mail's text is already what the reader needs. */
function contentOf(data: MailData): { subject: string; content: MailContent; text?: string } {
  switch (data.kind) {
    case 'contact':
      // The support team reads and replies to the visitor's words: the plain text is those words, unframed.
      return {
        subject: data.subject,
        content: { heading: data.subject, paragraphs: [data.body] },
        text: data.body,
      };
    case 'password-reset':
      return {
        subject: 'Reset your Paydraft password',
        content: {
          heading: 'Reset your password',
          paragraphs: [
            'Someone asked to reset the password of your Paydraft account. If it was you, choose a new one.',
          ],
          action: { label: 'Choose a new password', url: data.resetUrl },
          footnote: `The link works once, for ${data.expiresInMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
        },
      };
    case 'email-change':
      return {
        subject: 'Confirm your new Paydraft email address',
        content: {
          heading: 'Confirm your new email address',
          paragraphs: [`Confirm that ${data.newEmail} is the new email address of your Paydraft account.`],
          action: { label: 'Confirm email address', url: data.confirmUrl },
          footnote: `The link works once, for ${data.expiresInHours} hours. If you did not ask for this change, ignore this mail.`,
        },
      };
  }
}

/** Renders a mail in HTML and plain text with the product's name and colours. */
export function renderMail(data: MailData): RenderedMail & { kind: MailKind } {
  const { subject, content, text } = contentOf(data);
  return { kind: data.kind, subject, text: text ?? renderText(content), html: renderHtml(content) };
}
