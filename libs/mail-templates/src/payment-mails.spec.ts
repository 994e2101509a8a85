import { renderMail } from './index';
import type { PaymentReceivedMailData, ReceiptMailData } from './index';

const receipt: ReceiptMailData = {
  kind: 'receipt',
  invoiceNumber: 'INV-7',
  senderName: 'Ada <Studio>',
  amount: '€400.00',
  paidOn: 'November 26, 2026',
  method: 'Bank transfer',
  reference: 'SEPA 88231',
  balanceDue: '€650.11',
  attachmentName: 'receipt-INV-7.pdf',
};

const notice: PaymentReceivedMailData = {
  kind: 'payment-received',
  invoiceNumber: 'INV-7',
  amount: '€400.00',
  paidOn: 'November 26, 2026',
  balanceDue: '',
  needsReview: false,
  username: 'ada',
  historyUrl: 'https://app.paydraft.test/dashboard?section=history',
};

describe('the receipt mail', () => {
  it('names the invoice, the amount, date, method, reference and what is left, and the PDF attached', () => {
    const mail = renderMail(receipt);

    expect(mail.subject).toBe('Receipt for invoice INV-7');
    expect(mail.text).toContain(
      'Ada <Studio> received your payment of €400.00 for invoice INV-7. Thank you.',
    );
    expect(mail.text).toContain(
      'Amount: €400.00\nDate: November 26, 2026\nMethod: Bank transfer\nReference: SEPA 88231\nBalance due: €650.11',
    );
    expect(mail.text).toContain('The receipt is attached to this mail (receipt-INV-7.pdf).');
    expect(mail.text).toContain('Reply to this mail to reach Ada <Studio>.');
    expect(mail.html).toContain('Ada &lt;Studio&gt;');
  });

  it("says 'Paid in full' when nothing is left, and leaves out a missing reference", () => {
    const text = renderMail({ ...receipt, balanceDue: '', reference: '' }).text;

    expect(text).toContain('Method: Bank transfer\nBalance due: Paid in full');
    expect(text).not.toContain('Reference:');
  });

  it('says nothing of an attachment when the PDF could not be made', () => {
    expect(renderMail({ ...receipt, attachmentName: '' }).text).not.toContain('attached');
  });
});

describe("the owner's payment notice", () => {
  it('tells the owner what their client paid by card, and links the history', () => {
    const mail = renderMail(notice);

    expect(mail.subject).toBe('Payment received for invoice INV-7');
    expect(mail.text).toContain('Hi ada,');
    expect(mail.text).toContain(
      'Your client paid €400.00 by card for invoice INV-7 on November 26, 2026. The invoice is now paid in full.',
    );
    expect(mail.text).toContain(`Open document history: ${notice.historyUrl}`);
    expect(mail.text).not.toContain('Needs review');
  });

  it('says what is left to pay when something is', () => {
    expect(renderMail({ ...notice, balanceDue: '€650.11' }).text).toContain('Balance due: €650.11.');
  });

  it('flags a payment that needs review in the subject and says why', () => {
    const mail = renderMail({ ...notice, needsReview: true });

    expect(mail.subject).toBe('Needs review: payment received for invoice INV-7');
    expect(mail.text).toContain(
      'Needs review: this payment arrived through a Stripe account that is not the one connected to Paydraft now.',
    );
  });
});
