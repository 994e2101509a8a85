import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentsStack, INVOICE, listOf, type TestUser } from './documents-stack';

/** The PDF's text as poppler lays it out. */
function pdfText(bytes: ArrayBuffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'paydraft-credit-note-')), 'document.pdf');
  writeFileSync(path, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

const SELLER = { name: 'Ada Studio', country: 'FR', vat_id: 'FR40303265045' };

describe('credit notes: /api/documents/credit_note', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    await stack.start();
    await stack.gateway.startService('pdf-render');
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
    bob = stack.user();
  });

  const creditNoteOf = (user: TestUser, invoiceId: unknown, body: Record<string, unknown> = {}) =>
    user.call('POST', '/api/documents/credit_note', { invoice_id: invoiceId, ...body });

  it('copies the invoice into a draft CN-1, keeping its number and issue date, then numbers CN-2', async () => {
    const saved = await ada.saveInvoice({ currency: 'EUR', seller: SELLER });
    expect(saved.body.error).toBeUndefined();
    const invoice = saved.body.data;

    const first = await creditNoteOf(ada, invoice.id);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      document_type: 'credit_note',
      document_number: 'CN-1',
      status: 'draft',
      currency: 'EUR',
      receiver_info: 'Engines Ltd',
      items: [{ description: 'Design', qty: '2', price: '50' }],
      total_amount: '110.00',
      seller: { name: 'Ada Studio', vat_id: 'FR40303265045' },
      due_or_expiry_date: '',
      preceding_invoice: { id: invoice.id, number: 'INV-1', issue_date: '2026-11-01' },
    });
    expect((await creditNoteOf(ada, invoice.id)).body.data.document_number).toBe('CN-2');
    // The invoices' own sequence is untouched.
    expect((await ada.saveInvoice()).body.data.document_number).toBe('INV-2');
  });

  it('saves an edited-down credit note and keeps the invoice it credits through later saves', async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    const note = (
      await creditNoteOf(ada, invoice.id, {
        ...INVOICE,
        items: [{ description: 'Design', qty: 1, price: 50 }],
      })
    ).body.data;
    expect(note).toMatchObject({ document_number: 'CN-1', total_amount: '55.00' });

    const saved = await ada.call('PUT', `/api/documents/credit_note/${note.id}`, {
      ...INVOICE,
      credit_note_number: 'CN-1',
      items: [{ description: 'Design (refund)', qty: 1, price: 20 }],
      status: 'sent',
    });
    expect(saved.body.data).toMatchObject({
      status: 'sent',
      total_amount: '22.00',
      preceding_invoice: { id: invoice.id, number: 'INV-1' },
    });
    expect((await ada.call('GET', `/api/documents/credit_note/${note.id}`)).body.data).toEqual(
      saved.body.data,
    );
  });

  it("answers 404 for another owner's invoice, a quote or an unknown id, and 400 without invoice_id", async () => {
    const adas = (await ada.saveInvoice()).body.data;
    const quote = (await bob.saveQuote()).body.data;

    for (const id of [adas.id, quote.id, 'nope', '64b7f0f0f0f0f0f0f0f0f0f0']) {
      expect(await creditNoteOf(bob, id)).toMatchObject({
        status: 404,
        body: { success: false, code: 'documents.not_found', error: 'Invoice to credit not found' },
      });
    }
    for (const body of [{}, { invoice_id: '' }, { invoice_id: 7 }]) {
      expect(await bob.call('POST', '/api/documents/credit_note', body)).toMatchObject({
        status: 400,
        body: { code: 'request.invalid_body' },
      });
    }
    const otherCurrency = await creditNoteOf(ada, adas.id, { ...INVOICE, currency: 'EUR' });
    expect(otherCurrency).toMatchObject({
      status: 400,
      body: {
        code: 'documents.invalid_input',
        error: 'A credit note is in the currency of its invoice (USD)',
      },
    });
    expect(listOf(await bob.call('GET', '/api/documents/all?type=credit_note'))).toEqual([]);
  });

  it('keeps every path of a credit note to its owner', async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    const note = (await creditNoteOf(ada, invoice.id)).body.data;
    for (const [method, path, body] of [
      ['GET', `/api/documents/credit_note/${note.id}`],
      ['PUT', `/api/documents/credit_note/${note.id}`, INVOICE],
      ['DELETE', `/api/documents/credit_note/${note.id}`],
      ['GET', `/api/documents/credit_note/${note.id}/pdf`],
      ['POST', `/api/documents/credit_note/${note.id}/share`],
    ] as const) {
      expect(await bob.call(method, path, body)).toMatchObject({ status: 404 });
    }
    // An invoice's id under the credit note's path names no credit note.
    expect((await ada.call('GET', `/api/documents/credit_note/${invoice.id}`)).status).toBe(404);
    expect((await ada.call('DELETE', `/api/documents/credit_note/${note.id}`)).status).toBe(200);
  });

  it('lists credit notes under their own filter and count, and leaves the stats and totals to invoices', async () => {
    const invoice = (await ada.saveInvoice({ status: 'sent' })).body.data;
    await ada.saveQuote();
    const note = (await creditNoteOf(ada, invoice.id)).body.data;
    await ada.call('PUT', `/api/documents/credit_note/${note.id}`, { ...INVOICE, status: 'completed' });

    const filtered = await ada.call('GET', '/api/documents/all?type=credit_note');
    expect(listOf(filtered).map((document) => document.id)).toEqual([note.id]);
    expect(filtered.body).toMatchObject({
      total: 1,
      counts: { all: 3, invoice: 1, quote: 1, credit_note: 1 },
    });
    expect((await ada.call('GET', '/api/stats')).body.data).toEqual({
      pendingQuotes: 1,
      completedQuotes: 0,
      completedInvoices: 0,
    });
    expect((await ada.call('GET', '/api/dashboard/totals')).body.data).toMatchObject({
      outstanding: [{ currency: 'USD', amount: '110', count: 1 }],
    });
    expect((await ada.call('GET', '/api/documents/all?type=receipt')).status).toBe(400);
  });

  it("prints CREDIT NOTE, the invoice it credits and 'Total Credit' on its PDF", async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    const note = (await creditNoteOf(ada, invoice.id)).body.data;

    const response = await stack.gateway.fetch(`/api/documents/credit_note/${note.id}/pdf`, {
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="credit_note-CN-1.pdf"');
    const text = pdfText(await response.arrayBuffer());
    // The title is letter-spaced above the number: poppler reads 'C R E D I T N OT E'.
    expect(text).toMatch(/C\s*R\s*E\s*D\s*I\s*T\s*N\s*O\s*T\s*E\s+CN-1/);
    // The detail's value wraps in the narrow Details column, after the number or the month.
    expect(text).toMatch(/Credits invoice\s+INV-1 of November[\s\S]{0,200}?\b1,[\s\S]{0,200}?2026/);
    expect(text).toMatch(/Total Credit\s+\$110\.00/);
    expect(text).not.toContain('Due date');
  });
});
