import { DEFAULT_LANGUAGE, directionOf, type LanguageTag } from '@paydraft/i18n';
import type { FontkitFont } from 'fontkit';
import { PAGE } from '../layout/theme';
import type { Tags } from '../structure/tags';
import { withActualText } from './actual-text';
import { fontName, type Face, type Weight } from './faces';
import type { FontLibrary } from './font-library';
import { shareLayouts } from './shared-layouts';
import type { Direction, TextRun } from './text-runs';

/** Options of one line that pdfkit applies as they are (underline, letter spacing). */
export type LineOptions = Pick<PDFKit.Mixins.TextOptions, 'underline' | 'characterSpacing'>;

/**
 * Latin, Greek, Cyrillic and common punctuation, all in Noto Sans and all left-to-right: such a line
 * (nearly every line of nearly every invoice) goes to pdfkit unchanged after one regex test.
 */
const NOTO_SANS_ONLY =
  /^[\t\u0020-\u007e\u00a0-\u024f\u0250-\u036f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff\u2010-\u2027\u2030-\u205e\u20a0-\u20c0\u2116\u2122\u2212]*$/u;

/** Devanagari extracts in visual order (matras first) unless its reading order travels as ActualText. */
const NEEDS_ACTUAL_TEXT: ReadonlySet<Face> = new Set(['devanagari']);

/**
 * pdfkit's drawing of one line, below `text()`. `text()` first copies the options, moves the cursor,
 * splits on newlines and, once drawn, measures the line again to advance the cursor; lines here are
 * single and placed explicitly, so that was a tenth of a page's text time for nothing.
 */
type LineDrawer = {
  _fragment(text: string, x: number, y: number, options: FragmentOptions): void;
};

/** `textWidth` spares pdfkit measuring the line again for a link or an underline (not in its typings). */
type FragmentOptions = PDFKit.Mixins.TextOptions & { textWidth: number };

/** pdfkit's typings list only paths and bytes, but at run time it takes any object with `layout()`. */
const asFontSource = (font: FontkitFont): PDFKit.Mixins.PDFFontSource =>
  font as unknown as PDFKit.Mixins.PDFFontSource;

/**
 * Draws and measures single lines of any script in one PDF document: a fallback chain of Noto fonts
 * chosen per character run, shaped by fontkit, reordered by the bidi algorithm, all runs on one shared
 * baseline. Layout code sets a weight and size, measures, and draws lines at explicit positions.
 *
 * A right-to-left document is mirrored here, once for every layout: layout code places lines as a
 * left-to-right page would, and each line lands at the mirror image of its box (x → page width − x −
 * width). A left-aligned label becomes right-aligned at the right margin, a right-aligned amount
 * left-aligned, columns swap sides; the glyphs themselves are not mirrored. Graphics placed by x use
 * `mirrorX` the same way.
 */
export class TextWriter {
  private weight: Weight = 'regular';
  private size = 9;
  private readonly registered = new Set<string>();
  readonly direction: Direction;
  private mirrored: boolean;

  /** Every line drawn becomes content of the structure element open in `tags`. */
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: FontLibrary,
    private readonly tags: Tags,
    readonly language: LanguageTag = DEFAULT_LANGUAGE,
  ) {
    this.direction = directionOf(language);
    this.mirrored = this.direction === 'rtl';
  }

  /** A heading in capitals, by the language's rules ('RECHNUNG'; scripts without case stay as they are). */
  upper(text: string): string {
    return text.toLocaleUpperCase(this.language);
  }

  /** Where a box of `width` starting at `x` on a left-to-right page lies on this document's page. */
  mirrorX(x: number, width: number): number {
    return this.mirrored ? PAGE.width - x - width : x;
  }

  /** Draws without mirroring (a rotated stamp placed by its own mirrored box, a regulated slip). */
  unmirrored<T>(draw: () => T): T {
    const before = this.mirrored;
    this.mirrored = false;
    try {
      return draw();
    } finally {
      this.mirrored = before;
    }
  }

  style(weight: Weight, size: number): this {
    this.weight = weight;
    this.size = size;
    this.use('latin');
    return this;
  }

  /** Height of one line in the base font at the current size, as pdfkit spaces lines. */
  get lineHeight(): number {
    return this.doc.currentLineHeight();
  }

  width(text: string): number {
    if (this.fastPath(text)) {
      const measure = () => this.use('latin').widthOfString(text) / this.size;
      return this.fonts.unitWidth('latin', this.weight, text, measure) * this.size;
    }
    return this.fonts.runsOf(text, this.direction).reduce((sum, run) => sum + this.runWidth(run), 0);
  }

  /** One line whose top is at `y`, as pdfkit places text; nothing wraps here (see wrapLines). */
  line(text: string, x: number, y: number, options: LineOptions = {}): void {
    const left = this.mirrored ? this.mirrorX(x, this.width(text)) : x;
    this.tags.content(() => this.drawLine(text, left, y, options));
  }

  /**
   * Noto Sans alone, left to right: pdfkit draws the line as it is. Such a line has no right-to-left
   * character, so it is a left-to-right paragraph in a right-to-left document too (see textRuns).
   */
  private fastPath(text: string): boolean {
    return NOTO_SANS_ONLY.test(text);
  }

  private drawLine(text: string, x: number, y: number, options: LineOptions): void {
    if (this.fastPath(text)) {
      // The width is known (measured once per process); pdfkit would measure it again for links.
      const textWidth = this.width(text);
      draw(this.use('latin'), text, x, y, { ...options, textWidth });
      return;
    }
    // Fonts differ in ascent: every run sits on the baseline the base font would have used.
    const base = this.fonts.font('latin', this.weight);
    const baseline = y + (base.ascent / base.unitsPerEm) * this.size;
    let left = x;
    for (const run of this.fonts.runsOf(text, this.direction)) {
      const textWidth = this.runWidth(run);
      const drawRun = () =>
        draw(this.use(run.face), run.text, left, baseline, {
          ...options,
          textWidth,
          baseline: 'alphabetic',
          // Shape the run whole: pdfkit's default shapes word by word, which breaks right-to-left text.
          features: [],
        });
      if (NEEDS_ACTUAL_TEXT.has(run.face)) withActualText(this.doc, run.logical, drawRun);
      else drawRun();
      left += textWidth;
    }
    this.use('latin');
  }

  private runWidth(run: TextRun): number {
    const measure = () => this.use(run.face).widthOfString(run.text, { features: [] }) / this.size;
    return this.fonts.unitWidth(run.face, this.weight, run.text, measure) * this.size;
  }

  private use(face: Face): PDFKit.PDFDocument {
    const name = fontName(face, this.weight);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, asFontSource(this.fonts.font(face, this.weight)));
      this.registered.add(name);
      shareLayouts(this.doc.font(name), this.fonts.sharedLayouts(face, this.weight));
    }
    return this.doc.font(name).fontSize(this.size);
  }
}

function draw(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: FragmentOptions): void {
  (doc as unknown as LineDrawer)._fragment(text, x, y, options);
}
