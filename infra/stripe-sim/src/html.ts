const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** An amount in the currency's minor units (cents; yen have none), as Stripe's pages show it. */
export function money(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

export const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The simulator's pages: plain HTML, labelled as a local stand-in so nobody mistakes it for Stripe. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
.card{border:1px solid #e3e8ee;border-radius:8px;padding:1.5rem;margin:1rem 0}
.note{color:#697386;font-size:.85rem}.error{color:#df1b41}
button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.7rem 1.4rem;font-size:1rem;cursor:pointer}
input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
label{display:block;margin-top:.75rem}
</style></head>
<body><p class="note">Paydraft local Stripe simulator (test mode)</p>${body}</body></html>`;
}
