// `npm run mail:previews`: every template with its sample data, in each language it is sent in, as HTML
// and plain-text files under .data/mail-previews/ (open index.html in a browser).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { resolveLanguage, type LanguageTag } from '@paydraft/i18n';
import { everyMailSample, renderMail } from '../src';

const OUT = join(__dirname, '..', '..', '..', '.data', 'mail-previews');

type Preview = { file: string; kind: string; language: LanguageTag; subject: string };

function writePreviews(): Preview[] {
  return everyMailSample().map((sample) => {
    const language = resolveLanguage('language' in sample ? sample.language : undefined);
    const mail = renderMail(sample);
    const file = `${sample.kind}.${language}`;
    writeFileSync(join(OUT, `${file}.html`), mail.html);
    writeFileSync(join(OUT, `${file}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
    return { file, kind: sample.kind, language, subject: mail.subject };
  });
}

function Index({ previews }: { previews: Preview[] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Paydraft mail previews</title>
      </head>
      <body style={{ fontFamily: 'Arial,Helvetica,sans-serif' }}>
        <h1>Paydraft mail previews</h1>
        <ul>
          {previews.map((preview) => (
            <li key={preview.file}>
              {preview.kind} ({preview.language}): <a href={`${preview.file}.html`}>{preview.subject}</a> ·{' '}
              <a href={`${preview.file}.txt`}>plain text</a>
            </li>
          ))}
        </ul>
      </body>
    </html>
  );
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const previews = writePreviews();
writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html>${renderToStaticMarkup(<Index previews={previews} />)}`,
);
console.log(`${previews.length} previews in ${OUT}`);
