import { translator } from '@paydraft/i18n';
import { toPlainText } from '@react-email/render';
import {
  accountMail,
  contactMail,
  renderTemplate,
  type AccountMailData,
  type ContactMailData,
} from './index';

const english = { language: 'en-US', t: translator('en-US') } as const;

/** The mail as its reader sees it: the HTML part's text, and the plain-text part. */
function read(data: AccountMailData | ContactMailData) {
  const mail = renderTemplate(data.kind === 'contact' ? contactMail(data) : accountMail(data), english);
  return { ...mail, seen: toPlainText(mail.html) };
}

describe('the account mails', () => {
  it('asks to choose a new password, with the signed link as a button and written out', () => {
    const url = 'https://paydraft.test/reset-password?token=a1&b=2';
    const mail = read({ kind: 'password-reset', resetUrl: url, expiresInMinutes: 30 });

    expect(mail.subject).toBe('Reset your Paydraft password');
    expect(mail.seen).toContain('RESET YOUR PASSWORD');
    expect(mail.seen).toContain(`Choose a new password ${url}`);
    expect(mail.seen).toContain(`Or open this link: ${url}`);
    expect(mail.seen).toContain('The link works once, for 30 minutes.');
    expect(mail.text).toContain(`Choose a new password: ${url}`);
    expect(mail.text).toMatch(/-- \nPaydraft$/);
  });

  it('shows an address someone typed as text, never as markup', () => {
    const mail = read({
      kind: 'email-changed',
      newEmail: '<b>new</b>@example.com',
      helpUrl: 'https://x.test/help',
    });

    expect(mail.seen).toContain('Your sign-in email was changed to <b>new</b>@example.com.');
    expect(mail.html).not.toContain('<b>new');
    expect(mail.text).toContain('Your sign-in email was changed to <b>new</b>@example.com.');
  });

  it('keeps an attribute closed when a link carries quotes and brackets', () => {
    const url = 'https://x.test/"><img src=x>';
    const mail = read({ kind: 'email-change', confirmUrl: url, newEmail: 'a@b.test', expiresInHours: 24 });

    expect(mail.html).not.toContain('<img');
    expect(mail.seen).toContain('Confirm that a@b.test is the new email address of your Paydraft account.');
    expect(mail.seen).toContain('The link works once, for 24 hours.');
  });

  it('tells that the account is gone, with a way to reach support', () => {
    const mail = read({ kind: 'account-deleted', helpUrl: 'https://paydraft.test/contact' });

    expect(mail.subject).toBe('Your Paydraft account was deleted');
    expect(mail.seen).toContain('If you did not ask for this, contact us.');
    expect(mail.seen).toContain('Contact us https://paydraft.test/contact');
  });
});

describe('the contact mail', () => {
  it("gives support the visitor's words: unframed in plain text, line by line and escaped in HTML", () => {
    const mail = read({ kind: 'contact', subject: 'Hi', body: 'Name: Ada\n\n<script>x</script> & more' });

    expect(mail.text).toBe('Name: Ada\n\n<script>x</script> & more');
    expect(mail.seen).toContain('Name: Ada\n\n<script>x</script> & more');
    expect(mail.html).not.toContain('<script>');
  });
});
