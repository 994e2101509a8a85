import { pdfFileName } from './pdf-file-name';

const today = new Date('2026-11-22T10:00:00Z');

describe('pdfFileName', () => {
  it('names the file after the document type and number', () => {
    expect(pdfFileName({ type: 'invoice', documentNumber: 'INV-001', issueDate: '2026-01-02' }, today)).toBe(
      'invoice-INV-001.pdf',
    );
  });

  it('falls back to the issue date, then to today', () => {
    expect(pdfFileName({ type: 'quote', documentNumber: '', issueDate: '2026-01-02' }, today)).toBe(
      'quote-2026-01-02.pdf',
    );
    expect(pdfFileName({ type: 'quote', documentNumber: '  ', issueDate: '' }, today)).toBe(
      'quote-2026-11-22.pdf',
    );
  });

  it('keeps only characters that are safe in a header and a file system', () => {
    expect(
      pdfFileName({ type: 'invoice', documentNumber: '../Factüre #12/"a"\r\n', issueDate: '' }, today),
    ).toBe('invoice-Facture-12-a.pdf');
  });

  it('shortens a very long number', () => {
    const name = pdfFileName({ type: 'invoice', documentNumber: 'x'.repeat(200), issueDate: '' }, today);

    expect(name).toBe(`invoice-${'x'.repeat(60)}.pdf`);
  });
});
