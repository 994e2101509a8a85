import { DocumentType } from '@paydraft/contracts';
import { localFontLibrary } from '../../test/fixtures/local-fonts';
import { pdfText } from '../../test/fixtures/pdf-text';
import { sampleInvoice } from '../../test/fixtures/sample-documents';
import { RenderService } from './render.service';

const renderer = new RenderService(localFontLibrary());
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the acceptance line of an accepted quote', () => {
  it("prints 'Accepted by NAME on DATE' under the totals, the date as the other dates", async () => {
    const request = sampleInvoice(0, {
      documentType: DocumentType.QUOTE,
      notes: 'Thank you for your business',
      acceptance: { signerName: '  Grace \n Hopper ', acceptedOn: '2026-11-23' },
    });
    const text = squash(pdfText((await renderer.render(request)).pdf));

    expect(text).toContain('Accepted by Grace Hopper on November 23, 2026');
    // Under the totals and above the notes.
    expect(text.indexOf('Quote Total')).toBeLessThan(text.indexOf('Accepted by'));
    expect(text.indexOf('Accepted by')).toBeLessThan(text.indexOf('NOTES'));
  });

  it('prints nothing without an acceptance or a name', async () => {
    for (const acceptance of [undefined, { signerName: ' ', acceptedOn: '2026-11-23' }]) {
      const request = sampleInvoice(0, { documentType: DocumentType.QUOTE, acceptance });
      expect(pdfText((await renderer.render(request)).pdf)).not.toContain('Accepted by');
    }
  });
});
