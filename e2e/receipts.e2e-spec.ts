import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { newTester } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';
import { attachmentOf, latestMailTo } from './support/mailbox';
import { pdfText } from './support/pdf';

type Invoice = { id: string; document_number: string };

/** The PDF's text, its columns' runs of spaces collapsed. */
function textOf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'receipts-e2e-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return pdfText(join(dir, 'a.pdf')).replace(/[ \t]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Payments on paper, through the running product (issue 24): recording a payment with 'Email a receipt'
 * mails the client a receipt with its PDF; the owner's invoice PDF shows 'Paid' and 'Balance due',
 * then, paid in full, the PAID mark and no payment code.
 */
describe('receipts and paid invoices, through the running product', () => {
  it('mails the client a receipt PDF and prints the payments on the invoice PDF', async () => {
    const tester = await newTester('receipts');
    const login = await fetch(appUrl('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrUsername: tester.email, password: tester.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(appUrl(path), {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 300)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const pdfOf = async (invoice: Invoice) =>
      textOf(
        Buffer.from(await (await call('GET', `/api/documents/invoice/${invoice.id}/pdf`)).arrayBuffer()),
      );
    const client = `client-${randomUUID().slice(0, 8)}@example.com`;
    const invoice = (
      (await (
        await call('POST', '/api/documents/invoice', {
          invoice_number: 'INV-0701',
          status: 'sent',
          issue_date: '2026-11-20',
          currency: 'EUR',
          sender_info: 'Ada Studio\nBerlin',
          receiver_info: 'Engines Ltd\nLondon',
          items: [{ description: 'Design', qty: '1', price: '250.00' }],
          payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', account_name: 'Ada Studio' },
        })
      ).json()) as { data: Invoice }
    ).data;

    await call('POST', `/api/documents/invoice/${invoice.id}/payments`, {
      amount: '100.00',
      method: 'bank_transfer',
      reference: 'SEPA 4711',
      send_receipt: true,
      receipt_email: client,
    });

    const mail = await latestMailTo(client, { subject: 'Receipt for invoice INV-0701' });
    expect(mail.attachments).toEqual(['receipt-INV-0701.pdf']);
    expect(mail.text).toContain('Method: Bank transfer\nReference: SEPA 4711\nBalance due: €150.00');
    const receipt = textOf(await attachmentOf(mail));
    expect(receipt).toContain('RECEIPT');
    expect(receipt).toContain('Amount received €100.00');
    expect(receipt).toContain('Balance due €150.00');

    const partly = await pdfOf(invoice);
    expect(partly).toContain('Total Due €250.00');
    expect(partly).toContain('Paid €100.00');
    expect(partly).toContain('Balance due €150.00');
    expect(partly).not.toMatch(/\bPAID\b/);
    expect(partly).toContain('Scan to pay');

    await call('POST', `/api/documents/invoice/${invoice.id}/payments`, { amount: '150.00', method: 'cash' });
    const paid = await pdfOf(invoice);
    expect(paid).toMatch(/\bPAID\b/);
    expect(paid).toContain('Balance due €0.00');
    expect(paid).not.toContain('Scan to pay');
  });
});
