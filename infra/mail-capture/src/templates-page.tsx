import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGE_TAGS, resolveLanguage } from '@paydraft/i18n';
import { MAIL_SAMPLES, mailSampleIn, renderMail, type MailData } from '@paydraft/mail-templates';
import { MAILBOX_STYLE } from './mailbox-page';

/** One template as the mailbox shows a mail: subject, the HTML in a sandboxed frame, the plain text. */
function TemplateSection({ sample }: { sample: MailData }) {
  const mail = renderMail(sample);
  return (
    <details open>
      <summary>
        <strong>{mail.subject}</strong> <small>{sample.kind}</small>
      </summary>
      <iframe
        title={mail.subject}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={`<base target="_blank">${mail.html}`}
      />
      <pre>{mail.text}</pre>
    </details>
  );
}

/** Every mail template with sample data, in the language picked from the list (English by default). */
export function templatesPage(language: string | null): string {
  const shown = resolveLanguage(language);
  const page = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Paydraft mail templates</title>
        <style>{MAILBOX_STYLE}</style>
      </head>
      <body>
        <h1>Paydraft mail templates</h1>
        <p>
          <a href="/">Mailbox</a> · Sample data in {shown}:{' '}
          {LANGUAGE_TAGS.map((tag) => (
            <Fragment key={tag}>
              <a href={`/templates?language=${tag}`} aria-current={tag === shown ? 'page' : undefined}>
                {tag}
              </a>{' '}
            </Fragment>
          ))}
        </p>
        {MAIL_SAMPLES.map((sample) => (
          <TemplateSection key={sample.kind} sample={mailSampleIn(sample, shown)} />
        ))}
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
