import type { MailTemplate } from './mail-content';

/** The mails about a Paydraft account; auth supplies the links it has signed. Written in English. */
export type AccountMailData =
  | { kind: 'password-reset'; resetUrl: string; expiresInMinutes: number }
  | { kind: 'email-change'; confirmUrl: string; newEmail: string; expiresInHours: number }
  | { kind: 'email-changed'; newEmail: string; helpUrl: string }
  | { kind: 'account-deleted'; helpUrl: string };

/** A visitor's message from the contact form, to the support team. */
export type ContactMailData = { kind: 'contact'; subject: string; body: string };

export function contactMail(data: ContactMailData): MailTemplate {
  // The support team reads and replies to the visitor's words: the plain text is those words, unframed.
  return {
    subject: data.subject,
    content: { heading: data.subject, paragraphs: [data.body] },
    text: data.body,
  };
}

export function accountMail(data: AccountMailData): MailTemplate {
  switch (data.kind) {
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
    case 'email-changed':
      return {
        subject: 'Your Paydraft sign-in email was changed',
        content: {
          heading: 'Your sign-in email was changed',
          paragraphs: [
            `Your sign-in email was changed to ${data.newEmail}. From now on you sign in to Paydraft with that address, and mail about your account goes there.`,
            'If you did not make this change, contact us at once: we will help you get your account back.',
          ],
          action: { label: 'Get help', url: data.helpUrl },
          footnote:
            'This notice goes to the old address so that you hear of the change even if you did not make it.',
        },
      };
    case 'account-deleted':
      return {
        subject: 'Your Paydraft account was deleted',
        content: {
          heading: 'Your account was deleted',
          paragraphs: [
            'Your Paydraft account was deleted as you asked. Your documents, clients, preferences, logo, share links and sessions are erased, and any subscription ends at the end of the period already paid; nothing renews.',
            'If you did not ask for this, contact us.',
          ],
          action: { label: 'Contact us', url: data.helpUrl },
        },
      };
  }
}
