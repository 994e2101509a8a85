import { BRAND } from './brand';
import { renderMail } from './index';

describe('renderMail', () => {
  it('renders a contact message in both forms, escaping what the visitor typed in the HTML only', () => {
    const mail = renderMail({
      kind: 'contact',
      subject: '[Paydraft support] from Ada',
      body: 'Name: Ada\n\n<script>x</script> & more',
    });

    expect(mail.subject).toBe('[Paydraft support] from Ada');
    expect(mail.text).toBe('Name: Ada\n\n<script>x</script> & more');
    expect(mail.html).toContain('Name: Ada<br/><br/>&lt;script&gt;x&lt;/script&gt; &amp; more');
    expect(mail.html).not.toContain('<script>');
  });

  it.each([
    renderMail({ kind: 'contact', subject: 'Hi', body: 'Hello' }),
    renderMail({ kind: 'password-reset', resetUrl: 'https://paydraft.test/r', expiresInMinutes: 60 }),
    renderMail({
      kind: 'email-change',
      confirmUrl: 'https://paydraft.test/c',
      newEmail: 'a@b.c',
      expiresInHours: 24,
    }),
  ])('gives the $kind mail the product name and its primary colour', (mail) => {
    expect(mail.html).toContain(`>${BRAND.name}<`);
    expect(mail.html).toContain(BRAND.primary);
  });

  it('signs the account mails with the product name in plain text', () => {
    const mail = renderMail({
      kind: 'password-reset',
      resetUrl: 'https://paydraft.test/r',
      expiresInMinutes: 60,
    });

    expect(mail.text.endsWith(`-- \n${BRAND.name}`)).toBe(true);
  });

  it('puts the reset link in a button and in plain text, with how long it works', () => {
    const resetUrl = 'https://paydraft.test/reset-password?token=a1&b=2';
    const mail = renderMail({ kind: 'password-reset', resetUrl, expiresInMinutes: 60 });

    expect(mail.subject).toBe('Reset your Paydraft password');
    expect(mail.text).toContain(`Choose a new password: ${resetUrl}`);
    expect(mail.text).toContain('for 60 minutes');
    expect(mail.html).toContain('href="https://paydraft.test/reset-password?token=a1&amp;b=2"');
  });

  it('names the new address in the email-change confirmation and links to the confirmation', () => {
    const confirmUrl = 'https://paydraft.test/confirm-email-change?token=z9';
    const mail = renderMail({
      kind: 'email-change',
      confirmUrl,
      newEmail: 'new@example.com',
      expiresInHours: 24,
    });

    expect(mail.subject).toBe('Confirm your new Paydraft email address');
    expect(mail.text).toContain('new@example.com');
    expect(mail.text).toContain(`Confirm email address: ${confirmUrl}`);
    expect(mail.text).toContain('for 24 hours');
    expect(mail.html).toContain(`href="${confirmUrl}"`);
  });

  it('escapes an address that tries to inject markup', () => {
    const mail = renderMail({
      kind: 'email-change',
      confirmUrl: 'https://paydraft.test/c?t=1',
      newEmail: '"><img src=x onerror=alert(1)>@example.com',
      expiresInHours: 24,
    });

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&quot;&gt;&lt;img');
  });

  it('fits a phone screen: the card is as wide as the screen up to 560 px, and a long link breaks instead of widening it', () => {
    const { html } = renderMail({ kind: 'account-deleted', helpUrl: 'https://paydraft.test/contact' });

    expect(html).toContain('max-width:560px;width:100%');
    expect(html).not.toMatch(/width="560"/);
    expect(html).toMatch(/word-break:break-all"[^>]*>https:\/\/paydraft.test\/contact<\/a>/);
  });

  it('tells the old address which address the sign-in email was changed to, and where to get help', () => {
    const helpUrl = 'https://paydraft.test/contact';
    const mail = renderMail({ kind: 'email-changed', newEmail: '<b>new</b>@example.com', helpUrl });

    expect(mail.subject).toBe('Your Paydraft sign-in email was changed');
    expect(mail.text).toContain('Your sign-in email was changed to <b>new</b>@example.com.');
    expect(mail.text).toContain(`Get help: ${helpUrl}`);
    expect(mail.html).toContain('&lt;b&gt;new&lt;/b&gt;@example.com');
    expect(mail.html).toContain(`href="${helpUrl}"`);
  });

  it('confirms a deleted account, with what was erased and that nothing renews', () => {
    const mail = renderMail({ kind: 'account-deleted', helpUrl: 'https://paydraft.test/contact' });

    expect(mail.subject).toBe('Your Paydraft account was deleted');
    expect(mail.text).toContain(
      'Your documents, clients, preferences, logo, share links and sessions are erased',
    );
    expect(mail.text).toContain('nothing renews');
  });
});
