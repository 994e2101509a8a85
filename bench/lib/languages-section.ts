import type { LanguageTag } from '@paydraft/i18n';
import type { RenderService } from '../../services/pdf-render/src/render/render.service';
import { invoiceIn } from '../../services/pdf-render/test/fixtures/language-documents';
import { ms, timeIt, type Timing } from './stats';

/** English, German and mirrored Arabic: the same 12-line invoice (two rates, EPC QR) in each. */
const LANGUAGES: LanguageTag[] = ['en-US', 'de-DE', 'ar-SA'];

export type LanguageRow = { language: LanguageTag; timing: Timing; bytes: number };

/** The 12-line invoice in each language, in-process, one after the other in the same run. */
export async function languagesSection(renderer: RenderService): Promise<LanguageRow[]> {
  const rows: LanguageRow[] = [];
  for (const language of LANGUAGES) {
    const request = invoiceIn(language);
    const timing = await timeIt(200, 50, () => renderer.render(request));
    rows.push({ language, timing, bytes: (await renderer.render(request)).pdf.length });
  }
  return rows;
}

/** median, p95, PDFs per second on one render thread (1000 / median) and the file's size. */
export function printLanguages(rows: LanguageRow[]): void {
  console.log('\n12-line invoice (two rates, EPC QR) by document language, in-process:');
  console.log(
    `${'language'.padEnd(12)}${'median'.padStart(10)}${'p95'.padStart(10)}${'PDFs/s'.padStart(10)}${'bytes'.padStart(10)}`,
  );
  for (const { language, timing, bytes } of rows) {
    const perSecond = (1000 / timing.median).toFixed(0);
    console.log(
      `${language.padEnd(12)}${ms(timing.median).padStart(10)}${ms(timing.p95).padStart(10)}${perSecond.padStart(10)}${String(bytes).padStart(10)}`,
    );
  }
}
