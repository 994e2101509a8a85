import { renderMail } from './index';
import type { ReminderMailData } from './index';

const VIEW = 'https://app.paydraft.test/view/invoice/tok_en-1';

const late: ReminderMailData = {
  kind: 'reminder',
  documentType: 'invoice',
  documentNumber: 'INV-7',
  senderName: 'Ada Studio',
  amount: '€1,200.00',
  dueDate: 'March 5, 2026',
  daysLate: 12,
  viewUrl: VIEW,
  payNow: false,
  lateFee: '',
};

describe('the reminder mail of an invoice', () => {
  it.each([
    [-3, 'Reminder: invoice INV-7 is due on March 5, 2026'],
    [0, 'Reminder: invoice INV-7 is due today, March 5, 2026'],
    [1, 'Reminder: invoice INV-7 was due on March 5, 2026, 1 day ago'],
    [12, 'Reminder: invoice INV-7 was due on March 5, 2026, 12 days ago'],
  ])('says where it stands in the subject, %i days late', (daysLate, subject) => {
    expect(renderMail({ ...late, daysLate }).subject).toBe(subject);
  });

  it('tells the client the balance due, the due date and how long ago it was, with a link to the invoice', () => {
    const mail = renderMail(late);

    expect(mail.text).toContain(
      'This is a friendly reminder from Ada Studio that invoice INV-7 was due on March 5, 2026, 12 days ago.',
    );
    expect(mail.text).toContain('Balance due: €1,200.00\nDue date: March 5, 2026');
    expect(mail.text).toContain(`View invoice: ${VIEW}`);
    expect(mail.text).toContain('If you have already paid, thank you, and please ignore this reminder.');
    expect(mail.text).toContain('Reply to this mail to reach Ada Studio.');
    expect(mail.text).not.toContain('Pay now');
    expect(mail.text).not.toContain('late fee');
    expect(mail.html).toContain(`<a href="${VIEW}"`);
    expect(mail.html).toContain('>View invoice<');
    expect(mail.html).toContain('Balance due: €1,200.00<br/>Due date: March 5, 2026');
  });

  it('counts the days left before the due date', () => {
    expect(renderMail({ ...late, daysLate: -3 }).text).toContain(
      'that invoice INV-7 is due on March 5, 2026, in 3 days.',
    );
  });

  it("offers Pay now first when the owner takes cards, and View invoice beside it, both to the invoice's page", () => {
    const mail = renderMail({ ...late, payNow: true });

    expect(mail.text).toContain(`Pay now: ${VIEW}\n\nView invoice: ${VIEW}`);
    expect(mail.text).toContain(
      'You can pay by card: Pay now opens the invoice, where you can pay the balance online.',
    );
    expect(mail.html.indexOf('>Pay now<')).toBeGreaterThan(-1);
    expect(mail.html.indexOf('>Pay now<')).toBeLessThan(mail.html.indexOf('>View invoice<'));
  });

  it('names the late fee this reminder added', () => {
    const mail = renderMail({ ...late, lateFee: '€25.00' });

    expect(mail.text).toContain(
      'A late fee of €25.00 was added to the invoice as its due date has passed; the balance due includes it.',
    );
  });

  it('escapes the business name and number in the HTML, and keeps the subject on one line', () => {
    const mail = renderMail({ ...late, senderName: 'Ada & <b>Co</b>', documentNumber: 'INV-"7"' });

    expect(mail.html).toContain('Ada &amp; &lt;b&gt;Co&lt;/b&gt;');
    expect(mail.html).toContain('INV-&quot;7&quot;');
    expect(mail.html).not.toContain('<b>Co</b>');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("calls an invoice without a number 'your invoice'", () => {
    expect(renderMail({ ...late, documentNumber: '' }).subject).toBe(
      'Reminder: your invoice was due on March 5, 2026, 12 days ago',
    );
  });
});

describe('the reminder mail of a quote', () => {
  const quote: ReminderMailData = {
    ...late,
    documentType: 'quote',
    documentNumber: 'QUO-3',
    amount: '€800.00',
    dueDate: 'March 31, 2026',
    daysLate: -3,
    viewUrl: 'https://app.paydraft.test/view/quote/tok_en-2',
  };

  it("says until when it is valid, its total, and links the quote's page to accept or reject it", () => {
    const mail = renderMail(quote);

    expect(mail.subject).toBe('Reminder: quote QUO-3 is valid until March 31, 2026');
    expect(mail.text).toContain(
      'This is a friendly reminder from Ada Studio that quote QUO-3 is valid until March 31, 2026, 3 days from now.',
    );
    expect(mail.text).toContain('Quote total: €800.00\nValid until: March 31, 2026');
    expect(mail.text).toContain('You can accept or reject the quote from its page.');
    expect(mail.text).toContain('View quote: https://app.paydraft.test/view/quote/tok_en-2');
    expect(mail.text).not.toContain('Balance due');
    expect(mail.text).not.toContain('Pay now');
  });
});
