import PDFDocument from 'pdfkit';
import { localFontLibrary } from '../../../test/fixtures/local-fonts';
import { sampleInvoice } from '../../../test/fixtures/sample-documents';
import { RenderService } from '../render.service';
import { fontName } from './faces';

/** What pdfkit and fontkit do per document that one process need only do once. */
describe('fonts reused across documents', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lays out a word once per process, not again in every document', async () => {
    const fonts = localFontLibrary();
    // pdfkit's per-document font class, reached through a document that selected a font.
    const probe = new PDFDocument({ font: '' });
    probe.registerFont(fontName('latin', 'regular'), fonts.font('latin', 'regular') as never);
    const embeddedFont = Object.getPrototypeOf(
      (probe.font(fontName('latin', 'regular')) as unknown as { _font: object })._font,
    ) as { layoutRun: (text: string) => unknown };
    const layoutRun = jest.spyOn(embeddedFont, 'layoutRun');
    const renderer = new RenderService(fonts);

    await renderer.render(sampleInvoice(12));
    const first = layoutRun.mock.calls.length;
    await renderer.render(sampleInvoice(12));

    expect(first).toBeGreaterThan(50);
    expect(layoutRun.mock.calls.length).toBe(first);
  });

  it('parses a glyph outline once per process, not again in every subset', async () => {
    const fonts = localFontLibrary();
    const glyph = fonts.font('latin', 'regular').getGlyph(36);
    const glyphClass = Object.getPrototypeOf(glyph) as { _decode: () => unknown };
    const decode = jest.spyOn(glyphClass, '_decode');
    const renderer = new RenderService(fonts);

    await renderer.render(sampleInvoice(12));
    const first = decode.mock.calls.length;
    await renderer.render(sampleInvoice(12));

    expect(first).toBeGreaterThan(20);
    expect(decode.mock.calls.length).toBe(first);
  });
});
