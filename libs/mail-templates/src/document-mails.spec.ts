import { BRAND } from './brand';
import { oneLine, renderMail, type DocumentMailData } from './index';

const invoice: DocumentMailData = {
  kind: 'document',
  documentType: 'invoice',
  documentNumber: 'INV-7',
  senderName: 'Ada <Studio> & Co',
  subject: 'Invoice INV-7 from Ada',
  message: 'Hello Grace,\n<b>thanks</b> for your order.',
  viewUrl: 'https://app.paydraft.test/view/invoice/tok_en-1',
  attachmentName: 'invoice-INV-7.pdf',
};

describe('the document email', () => {
  it('carries the subject and message as given, escaped in the HTML, with the product brand', () => {
    const mail = renderMail(invoice);

    expect(mail.kind).toBe('document');
    expect(mail.subject).toBe('Invoice INV-7 from Ada');
    expect(mail.text).toContain('Hello Grace,\n<b>thanks</b> for your order.');
    expect(mail.html).toContain('Hello Grace,<br/>&lt;b&gt;thanks&lt;/b&gt; for your order.');
    expect(mail.html).toContain('Invoice INV-7 from Ada &lt;Studio&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>thanks');
    expect(mail.html).not.toContain('<Studio>');
    expect(mail.html).toContain(`>${BRAND.name}<`);
    expect(mail.html).toContain(BRAND.primary);
  });

  it('links the public view in a button and in plain text, and says the PDF is attached', () => {
    const mail = renderMail(invoice);

    expect(mail.html).toContain(`href="${invoice.viewUrl}"`);
    expect(mail.html).toContain('>View invoice INV-7<');
    expect(mail.text).toContain(`View invoice INV-7: ${invoice.viewUrl}`);
    expect(mail.text).toContain('The PDF of invoice INV-7 is attached to this mail (invoice-INV-7.pdf).');
    expect(mail.text).toContain('Reply to this mail to reach Ada <Studio> & Co.');
    expect(mail.text).not.toContain('accept or reject');
  });

  it('tells a quote reader they can accept or reject it, and fills an empty subject and message', () => {
    const mail = renderMail({
      ...invoice,
      documentType: 'quote',
      documentNumber: 'QUO-1',
      senderName: 'Paydraft',
      subject: ' \n',
      message: '',
    });

    expect(mail.subject).toBe('Quote QUO-1 from Paydraft');
    expect(mail.text).toContain('Paydraft sent you a quote QUO-1.');
    expect(mail.text).toContain('You can accept or reject the quote from the link.');
  });

  it('names a credit note in words, not by its type id', () => {
    const mail = renderMail({
      ...invoice,
      documentType: 'credit_note',
      documentNumber: 'CN-1',
      senderName: 'Paydraft',
      subject: '',
      message: '',
      attachmentName: 'credit_note-CN-1.pdf',
    });

    expect(mail.subject).toBe('Credit note CN-1 from Paydraft');
    expect(mail.text).toContain('Paydraft sent you a credit note CN-1.');
    expect(mail.text).toContain('View credit note CN-1');
    expect(mail.text).not.toContain('credit_note CN-1');
  });

  it('keeps a subject to one line', () => {
    expect(renderMail({ ...invoice, subject: 'Invoice\r\nBcc: x@evil.test' }).subject).toBe(
      'Invoice Bcc: x@evil.test',
    );
    expect(oneLine(' a\u0000b\t\tc\u2028d ')).toBe('a b c d');
  });
});

describe("the owner's quote notification", () => {
  const accepted = {
    kind: 'quote-decision' as const,
    decision: 'accepted' as const,
    documentNumber: 'QUO-1',
    signerName: 'Grace <Hopper>',
    decidedOn: '2026-11-20',
    username: 'ada',
    historyUrl: 'https://app.paydraft.test/dashboard?section=history',
  };

  it('names who accepted, with a link to the dashboard history', () => {
    const mail = renderMail(accepted);

    expect(mail.subject).toBe('Quote QUO-1 was accepted by Grace <Hopper>');
    expect(mail.text).toContain('Hi ada,');
    expect(mail.text).toContain('Grace <Hopper> accepted quote QUO-1 on 2026-11-20.');
    expect(mail.text).toContain(`Open document history: ${accepted.historyUrl}`);
    expect(mail.html).toContain('Grace &lt;Hopper&gt; accepted');
    expect(mail.html).toContain('href="https://app.paydraft.test/dashboard?section=history"');
  });

  it('says a rejection without a signer', () => {
    const mail = renderMail({ ...accepted, decision: 'rejected', signerName: '' });

    expect(mail.subject).toBe('Quote QUO-1 was rejected');
    expect(mail.text).toContain('Your client rejected quote QUO-1 on 2026-11-20.');
  });
});
