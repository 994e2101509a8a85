import { pdfFileName } from './pdf-file-name';

const today = new Date('2026-11-22T10:00:00Z');

describe('pdfFileName', () => {
  it('names the file after the document type and number', () => {
    expect(
      pdfFileName({ document_type: 'invoice', document_number: 'INV-001', issue_date: '2026-01-02' }, today),
    ).toBe('invoice-INV-001.pdf');
  });

  it('falls back to the issue date, then to today', () => {
    expect(
      pdfFileName({ document_type: 'quote', document_number: '', issue_date: '2026-01-02' }, today),
    ).toBe('quote-2026-01-02.pdf');
    expect(pdfFileName({ document_type: 'quote', document_number: '  ', issue_date: '' }, today)).toBe(
      'quote-2026-11-22.pdf',
    );
  });

  it('keeps only characters that are safe in a header and a file system', () => {
    expect(
      pdfFileName(
        { document_type: 'invoice', document_number: '../Factüre #12/"a"\r\n', issue_date: '' },
        today,
      ),
    ).toBe('invoice-Facture-12-a.pdf');
  });

  it('shortens a very long number', () => {
    const name = pdfFileName(
      { document_type: 'invoice', document_number: 'x'.repeat(200), issue_date: '' },
      today,
    );

    expect(name).toBe(`invoice-${'x'.repeat(60)}.pdf`);
  });
});
