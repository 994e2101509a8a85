const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'March 4, 2026' for the account's creation time; a dash when the server sent none or nonsense. */
export function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return createdAt && !Number.isNaN(date.getTime()) ? LONG_DATE.format(date) : '—';
}
