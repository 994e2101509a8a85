import { DocumentType } from '@paydraft/contracts';
import { sampleInvoice } from '../../test/fixtures/sample-documents';
import { buildRenderModel } from './build-render-model';

describe('buildRenderModel: a credit note', () => {
  const creditNote = (number: string, date: string) =>
    sampleInvoice(2, {
      documentType: DocumentType.CREDIT_NOTE,
      documentNumber: 'CN-1',
      precedingInvoiceNumber: number,
      precedingInvoiceDate: date,
    });

  it("is titled CREDIT NOTE, says which invoice it credits and totals as 'Total Credit'", () => {
    const model = buildRenderModel(creditNote('INV-7', '2026-11-20'));

    expect(model.kindLabel).toBe('CREDIT NOTE');
    expect(model.title).toBe('CN-1');
    expect(model.details).toContainEqual({ label: 'Credits invoice', value: 'INV-7 of November 20, 2026' });
    expect(model.details.map((row) => row.label)).not.toContain('Due date');
    expect(model.grandTotal.label).toBe('Total Credit');
  });

  it('names the invoice alone when it had no issue date', () => {
    const model = buildRenderModel(creditNote('INV-7', ''));

    expect(model.details).toContainEqual({ label: 'Credits invoice', value: 'INV-7' });
  });
});
