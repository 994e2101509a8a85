import { pdfFileName, saveFile, saveFileOnce } from './saveFile';

describe('saving a file the browser received', () => {
  let clicked: { href: string; download: string; inDocument: boolean }[];
  let revoke: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    clicked = [];
    revoke = jest.fn();
    Object.assign(URL, { revokeObjectURL: revoke });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a link in the document under the file name and leaves nothing behind', () => {
    saveFile('blob:pdf-1', 'INV-3.pdf');

    expect(clicked).toEqual([{ href: 'blob:pdf-1', download: 'INV-3.pdf', inDocument: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    jest.runAllTimers();
    expect(revoke).not.toHaveBeenCalled();
  });

  it('lets the object URL go once the click was handled, when saved once', () => {
    saveFileOnce('blob:pdf-2', 'QUO-9.pdf');

    expect(revoke).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:pdf-2');
  });

  it('names a PDF by its number, or by its type before it has one', () => {
    expect(pdfFileName({ document_number: 'INV-3', document_type: 'invoice' })).toBe('INV-3.pdf');
    expect(pdfFileName({ document_number: '', document_type: 'quote' })).toBe('quote.pdf');
  });
});
