import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type FontkitFont } from 'fontkit';
import { BoundedMemo } from './bounded-memo';
import { FaceChooser } from './face-chooser';
import { FACES, fontFileName, fontName, type Face, type Weight } from './faces';
import { withCompositeSafeCodePoints, withRightToLeftLigatures } from './glyph-code-points';
import { withParsedOutlinesKept } from './glyph-outlines';
import { withSharedShapingCache } from './shaping-cache';
import type { LaidOut, SharedLayouts } from './shared-layouts';
import { type Direction, textRuns, type TextRun } from './text-runs';

/** Fonts of scripts written right to left, whose ligatures extract in drawing order. */
const RIGHT_TO_LEFT_FACES: ReadonlySet<Face> = new Set(['arabic', 'hebrew']);
const WEIGHTS: Weight[] = ['regular', 'bold'];
/** Distinct lines remembered per process (see BoundedMemo). */
const MAX_REMEMBERED = 50_000;
/** Laid-out lines remembered per font: a line's glyphs and positions weigh more than a width. */
const MAX_REMEMBERED_LINE_LAYOUTS = 5_000;

/**
 * The fonts of one process, each parsed on first use and then shared by every document: opening Noto
 * Sans costs ~40 ms and a CJK font ~28 ms, so a process that never prints Korean never opens it. pdfkit
 * still subsets per document, so a PDF carries only the glyphs it prints.
 */
export class FontLibrary {
  private readonly fonts = new Map<string, FontkitFont>();
  private readonly unitWidths = new BoundedMemo<number>(MAX_REMEMBERED);
  private readonly runs = new BoundedMemo<TextRun[]>(MAX_REMEMBERED);
  private readonly layouts = new Map<string, SharedLayouts>();
  /** Which font draws which character: decided once per process, not once per document. */
  readonly chooser = new FaceChooser((face, codePoint) =>
    this.font(face, 'regular').hasGlyphForCodePoint(codePoint),
  );

  constructor(private readonly dir: string) {}

  /**
   * The width of a run of text at 1 pt, measured once per process: invoices repeat their labels, dates
   * and amounts, and pdfkit would otherwise lay each out again in every document.
   */
  unitWidth(face: Face, weight: Weight, text: string, measure: () => number): number {
    return this.unitWidths.get(`${face}|${weight}|${text}`, measure);
  }

  /** pdfkit's laid-out words and lines of one font, shared by every document (see shareLayouts). */
  sharedLayouts(face: Face, weight: Weight): SharedLayouts {
    const key = fontName(face, weight);
    let shared = this.layouts.get(key);
    if (!shared) {
      shared = {
        words: new BoundedMemo<LaidOut>(MAX_REMEMBERED),
        lines: new BoundedMemo<LaidOut>(MAX_REMEMBERED_LINE_LAYOUTS),
      };
      this.layouts.set(key, shared);
    }
    return shared;
  }

  /** A line split into font and direction runs (see textRuns), once per process and direction. */
  runsOf(text: string, direction: Direction = 'ltr'): TextRun[] {
    const key = direction === 'ltr' ? text : `rtl|${text}`;
    return this.runs.get(key, () => textRuns(text, this.chooser, direction));
  }

  font(face: Face, weight: Weight): FontkitFont {
    const key = fontName(face, weight);
    let font = this.fonts.get(key);
    if (!font) {
      const parsed = withCompositeSafeCodePoints(
        create(readFileSync(join(this.dir, fontFileName(face, weight)))),
      );
      const ordered = RIGHT_TO_LEFT_FACES.has(face) ? withRightToLeftLigatures(parsed) : parsed;
      font = withSharedShapingCache(withParsedOutlinesKept(ordered));
      this.fonts.set(key, font);
    }
    return font;
  }

  /** Font files the directory lacks (a start-up check, so a missing font fails the boot, not a PDF). */
  missingFiles(): string[] {
    return FACES.flatMap((face) => WEIGHTS.map((weight) => fontFileName(face, weight))).filter(
      (file) => !existsSync(join(this.dir, file)),
    );
  }
}
