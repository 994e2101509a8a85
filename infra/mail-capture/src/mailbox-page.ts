import type { CapturedMail } from './captured-mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The HTML of a mail goes into a sandboxed iframe: its scripts never run and it cannot reach this
 * page; `<base target="_blank">` and allow-popups let its links open, as in a mail client.
 */
function mailSection(mail: CapturedMail): string {
  const frame = `<base target="_blank">${mail.html}`;
  const body = mail.html
    ? `<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(frame)}"></iframe>`
    : '';
  const attachments = mail.attachmentFiles.length
    ? `<p>Attachments: ${mail.attachmentFiles
        .map(
          (file) =>
            `<a href="${escapeHtml(file.path)}" target="_blank" rel="noopener">${escapeHtml(file.filename)}</a> (${escapeHtml(file.type)}, ${file.size} bytes)`,
        )
        .join(', ')}</p>`
    : '';
  return `<details${body ? '' : ' open'}><summary><strong>${escapeHtml(mail.subject)}</strong> — to ${escapeHtml(mail.to.join(', '))} <small>${escapeHtml(mail.receivedAt)}</small></summary>
<p>From ${mail.fromName ? `${escapeHtml(mail.fromName)} &lt;${escapeHtml(mail.from)}&gt;` : escapeHtml(mail.from)}${mail.replyTo ? `, reply to ${escapeHtml(mail.replyTo)}` : ''}</p>${attachments}${body}
<pre>${escapeHtml(mail.text)}</pre></details>`;
}

/** Shared with the templates page (templates-page.tsx), which shows mails the same way. */
export const MAILBOX_STYLE = `body{font-family:Arial,sans-serif;margin:24px;color:#1f2937}details{border:1px solid #d0d7e2;border-radius:6px;padding:8px 12px;margin:8px 0}
iframe{width:100%;height:480px;border:1px solid #d0d7e2;margin-top:8px}pre{white-space:pre-wrap;background:#f6f8fb;padding:8px}`;

/** The development mailbox: every captured mail, newest first. */
export function mailboxPage(mails: readonly CapturedMail[]): string {
  const list = mails.length ? mails.map(mailSection).join('\n') : '<p>No mail yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paydraft mailbox</title>
<style>${MAILBOX_STYLE}</style></head>
<body><h1>Paydraft mailbox</h1><p>${mails.length} mail(s). <a href="/">Refresh</a> · <a href="/api/mails">JSON</a> · <a href="/templates">Templates</a></p>
${list}</body></html>`;
}
