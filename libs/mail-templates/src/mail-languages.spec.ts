import { renderMail, type MailData } from './render-mail';

/** Amounts and dates arrive formatted for the mail's language (the mailer's moneyOf, i18n's formatDate). */
const germanInvoice: MailData = {
  kind: 'document',
  language: 'de-DE',
  documentType: 'invoice',
  documentNumber: 'RE-7',
  senderName: 'Ada <Studio>',
  subject: '',
  message: '',
  viewUrl: 'https://app.paydraft.test/view/invoice/tok_en-1',
  attachmentName: 'invoice-RE-7.pdf',
};

const germanReminder: MailData = {
  kind: 'reminder',
  language: 'de-DE',
  documentType: 'invoice',
  documentNumber: 'RE-7',
  senderName: 'Ada Studio',
  amount: '1.234,56 €',
  dueDate: '5. März 2026',
  daysLate: 12,
  viewUrl: 'https://app.paydraft.test/view/invoice/tok_en-1',
  payNow: true,
  lateFee: '25,00 €',
};

describe('a mail in the language it is asked for', () => {
  it('writes a German client the document mail in German, around nothing the owner typed', () => {
    const mail = renderMail(germanInvoice);

    expect(mail.subject).toBe('Rechnung RE-7 von Ada <Studio>');
    expect(mail.text).toContain('Ada <Studio> hat Ihnen eine Rechnung RE-7 gesendet.');
    expect(mail.text).toContain('Rechnung RE-7 ansehen: https://app.paydraft.test/view/invoice/tok_en-1');
    expect(mail.text).toContain('Das PDF zu Rechnung RE-7 ist dieser E-Mail beigefügt (invoice-RE-7.pdf).');
    expect(mail.html).toContain('>Rechnung RE-7 ansehen<');
    expect(mail.html).toContain('Oder öffnen Sie diesen Link:');
    expect(mail.html).toContain('Rechnung RE-7 von Ada &lt;Studio&gt;');
    expect(mail.html).toContain('<html lang="de-DE" dir="ltr">');
    expect(mail.text).not.toMatch(/Invoice|View|attached/);
  });

  it("keeps the owner's own subject and message word for word, translating only the frame", () => {
    const mail = renderMail({ ...germanInvoice, subject: 'Your order', message: 'Thanks, Grace!' });

    expect(mail.subject).toBe('Your order');
    expect(mail.text).toContain('Thanks, Grace!');
    expect(mail.text).toContain('Rechnung RE-7 ansehen');
  });

  it('writes a German quote and credit note with their own nouns and article', () => {
    const quote = renderMail({ ...germanInvoice, documentType: 'quote', documentNumber: 'AN-1' });
    const credit = renderMail({ ...germanInvoice, documentType: 'credit_note', documentNumber: 'GS-1' });

    expect(quote.text).toContain('hat Ihnen ein Angebot AN-1 gesendet.');
    expect(quote.text).toContain('Über den Link können Sie das Angebot annehmen oder ablehnen.');
    expect(credit.subject).toBe('Rechnungskorrektur GS-1 von Ada <Studio>');
  });

  it('reminds a German client of an overdue invoice with the days late, the late fee and Pay now', () => {
    const mail = renderMail(germanReminder);

    expect(mail.subject).toBe('Erinnerung: Rechnung RE-7 war am 5. März 2026 fällig, vor 12 Tagen');
    expect(mail.text).toContain('Offener Betrag: 1.234,56 €\nFälligkeitsdatum: 5. März 2026');
    expect(mail.text).toContain('Mahngebühr von 25,00 €');
    expect(mail.text).toContain('Jetzt bezahlen: https://app.paydraft.test/view/invoice/tok_en-1');
    expect(mail.text).toContain('Rechnung ansehen: https://app.paydraft.test/view/invoice/tok_en-1');
    expect(mail.html).toContain('>Jetzt bezahlen<');
  });

  it('counts one day late in the singular, and days ahead before the due date', () => {
    expect(renderMail({ ...germanReminder, daysLate: 1 }).subject).toBe(
      'Erinnerung: Rechnung RE-7 war am 5. März 2026 fällig, vor 1 Tag',
    );
    const early = renderMail({ ...germanReminder, daysLate: -3, lateFee: '' });
    expect(early.subject).toBe('Erinnerung: Rechnung RE-7 ist am 5. März 2026 fällig');
    expect(early.text).toContain('Rechnung RE-7 ist am 5. März 2026 fällig, also in 3 Tagen.');
    expect(renderMail({ ...germanReminder, documentNumber: '', daysLate: 0 }).subject).toBe(
      'Erinnerung: Ihre Rechnung ist heute, am 5. März 2026, fällig',
    );
  });

  it('reminds of a German quote with its total and validity', () => {
    const mail = renderMail({ ...germanReminder, documentType: 'quote', daysLate: -2, payNow: false });

    expect(mail.subject).toBe('Erinnerung: Angebot RE-7 ist gültig bis 5. März 2026');
    expect(mail.text).toContain('Angebotssumme: 1.234,56 €\nGültig bis: 5. März 2026');
    expect(mail.text).toContain('Angebot ansehen: https://app.paydraft.test/view/invoice/tok_en-1');
  });

  it("sends the payer a German receipt with the method in the client's words", () => {
    const mail = renderMail({
      kind: 'receipt',
      language: 'de-DE',
      invoiceNumber: 'RE-7',
      senderName: 'Ada Studio',
      amount: '1.234,56 €',
      paidOn: '5. März 2026',
      method: 'Überweisung',
      reference: 'SEPA 88',
      balanceDue: '',
      attachmentName: 'receipt-RE-7.pdf',
    });

    expect(mail.subject).toBe('Quittung für Rechnung RE-7');
    expect(mail.text).toContain('Ada Studio hat Ihre Zahlung von 1.234,56 € für Rechnung RE-7 erhalten.');
    expect(mail.text).toContain(
      'Betrag: 1.234,56 €\nDatum: 5. März 2026\nZahlungsart: Überweisung\nVerwendungszweck: SEPA 88\nOffener Betrag: Vollständig bezahlt',
    );
  });

  it("tells the owner of a decision and a card payment in the owner's language", () => {
    const decision = renderMail({
      kind: 'quote-decision',
      language: 'de-DE',
      decision: 'accepted',
      documentNumber: 'AN-1',
      signerName: 'Grace Hopper',
      decidedOn: '20. November 2026',
      username: 'ada',
      historyUrl: 'https://app.paydraft.test/dashboard?section=history',
    });
    expect(decision.subject).toBe('Angebot AN-1 wurde von Grace Hopper angenommen');
    expect(decision.text).toContain('Hallo ada,');
    expect(decision.text).toContain('Grace Hopper hat Angebot AN-1 am 20. November 2026 angenommen.');
    expect(decision.text).toContain(
      'Dokumentverlauf öffnen: https://app.paydraft.test/dashboard?section=history',
    );

    const paid = renderMail({
      kind: 'payment-received',
      language: 'de-DE',
      invoiceNumber: 'RE-7',
      amount: '400,00 €',
      paidOn: '5. März 2026',
      balanceDue: '834,56 €',
      needsReview: false,
      username: 'ada',
      historyUrl: 'https://app.paydraft.test/dashboard?section=history',
    });
    expect(paid.subject).toBe('Zahlung für Rechnung RE-7 eingegangen');
    expect(paid.text).toContain(
      'Ihr Kunde hat am 5. März 2026 400,00 € per Karte für Rechnung RE-7 bezahlt.',
    );
    expect(paid.text).toContain('Offener Betrag: 834,56 €.');
  });

  it('sets an Arabic mail right to left, aligned right, with its language', () => {
    const mail = renderMail({ ...germanInvoice, language: 'ar-SA' });

    expect(mail.html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.subject).toBe('فاتورة RE-7 من Ada <Studio>');
    expect(mail.text).toContain('أرسل إليك Ada <Studio> الفاتورة RE-7.');
  });

  it('writes English for a mail without a language, and the account mails', () => {
    const mail = renderMail({ ...germanInvoice, language: undefined });
    const reset = renderMail({ kind: 'password-reset', resetUrl: 'https://p.test/r', expiresInMinutes: 60 });

    expect(mail.subject).toBe('Invoice RE-7 from Ada <Studio>');
    expect(mail.html).toContain('<html lang="en-US" dir="ltr">');
    expect(mail.html).not.toContain('text-align:right');
    expect(reset.html).toContain('<html lang="en-US" dir="ltr">');
  });
});
