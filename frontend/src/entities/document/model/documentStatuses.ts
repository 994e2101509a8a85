import type { DocumentType } from '../api/historyApi';

export const TYPE_LABEL: Record<DocumentType, string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit Note',
};

/** The last update as a long US date: 'November 23, 2026'. */
export function longDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The server's own words for a failure, else the spec's. */
export function serverErrorText(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  const text = (data as { error?: unknown } | undefined)?.error;
  return typeof text === 'string' && text ? text : fallback;
}
