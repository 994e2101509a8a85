import { ContactCategory, type SendContactMessageRequest } from '@paydraft/contracts';
import type { Mailboxes } from '../config/mailer.config';

/** The spec's contact-form rules; builder feedback is anonymous and needs only its text. */
export function contactProblems(request: SendContactMessageRequest): string[] {
  const problems: string[] = [];
  if (request.category === ContactCategory.UNSPECIFIED) problems.push('Category is required');
  if (request.category !== ContactCategory.FEEDBACK) {
    if (!request.name.trim() && !request.business.trim()) problems.push('Either name or business is required');
    if (!request.email.trim()) problems.push('Email is required');
  }
  if (!request.message.trim()) problems.push('Message is required');
  return problems;
}

/** Support and feedback go to the support mailbox, sales to sales, inquiries to info. */
export function mailboxFor(category: ContactCategory, mailboxes: Mailboxes): string {
  switch (category) {
    case ContactCategory.SALES:
      return mailboxes.sales;
    case ContactCategory.INQUIRIES:
      return mailboxes.info;
    case ContactCategory.SUPPORT:
    case ContactCategory.FEEDBACK:
    case ContactCategory.UNSPECIFIED:
      return mailboxes.support;
  }
}

export function contactSubject(request: SendContactMessageRequest): string {
  const label = ContactCategory[request.category].toLowerCase();
  const who = request.name.trim() || request.business.trim() || 'anonymous visitor';
  return `[Paydraft ${label}] from ${who}`;
}

export function contactText(request: SendContactMessageRequest): string {
  const lines = [
    ['Name', request.name],
    ['Business', request.business],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Location', request.location],
  ]
    .filter(([, value]) => value.trim())
    .map(([label, value]) => `${label}: ${value.trim()}`);
  const body = request.message.trim();
  return lines.length > 0 ? [...lines, '', body].join('\n') : body;
}
