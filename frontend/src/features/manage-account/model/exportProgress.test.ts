import { zipSync } from 'fflate';
import { ExportProgress } from './exportProgress';

const zipOf = (names: string[]) =>
  zipSync(Object.fromEntries(names.map((name) => [name, new TextEncoder().encode(`%PDF-${name}`)])), {
    level: 0,
  });

describe('ExportProgress', () => {
  const names = [
    'documents/invoices/INV-1.json',
    'documents/invoices/INV-1.pdf',
    'documents/quotes/QUO-1.json',
    'documents/quotes/QUO-1.pdf',
    'clients.csv',
  ];

  it('counts the documents’ PDFs of a ZIP however its bytes are cut', () => {
    const zip = zipOf(names);
    for (const size of [1, 7, 31, 64, zip.byteLength]) {
      const progress = new ExportProgress();
      for (let at = 0; at < zip.byteLength; at += size) progress.push(zip.subarray(at, at + size));
      expect(progress.pdfs).toBe(2);
      expect(progress.bytes).toBe(zip.byteLength);
      expect(progress.fraction(2)).toBe(1);
    }
  });

  it('shows no progress before the total is known', () => {
    expect(new ExportProgress().fraction(0)).toBe(0);
  });
});
