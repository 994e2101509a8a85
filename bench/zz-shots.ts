import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { RenderService } from '../services/pdf-render/src/render/render.service';
import { localFontLibrary } from '../services/pdf-render/test/fixtures/local-fonts';
import { invoiceIn } from '../services/pdf-render/test/fixtures/language-documents';

async function main() {
  const renderer = new RenderService(localFontLibrary());
  for (const tag of process.argv.slice(2)) {
    const request = invoiceIn(tag as never);
    const { pdf } = await renderer.render(request);
    const file = `/tmp/h-pdf-shots/invoice-${tag}.pdf`;
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '60', '-png', file, `/tmp/h-pdf-shots/invoice-${tag}`]);
  }
}
void main();
