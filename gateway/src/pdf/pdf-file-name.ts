import type { DocumentData } from '@paydraft/invoice-core';

const MAX_NAME_LENGTH = 60;

/**
 * `invoice-INV-001.pdf`, or `quote-2026-11-22.pdf` without a number. Only ASCII letters, digits,
 * `.`, `_` and `-` survive, so the name is safe inside the Content-Disposition quotes on every OS.
 */
export function pdfFileName(
  document: Pick<DocumentData, 'document_type' | 'document_number' | 'issue_date'>,
  today: Date = new Date(),
): string {
  const name = sanitise(document.document_number) || document.issue_date || today.toISOString().slice(0, 10);
  return `${document.document_type}-${name}.pdf`;
}

function sanitise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents, split off by NFKD: é → e
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/^[-.]+|[-.]+$/g, '');
}
