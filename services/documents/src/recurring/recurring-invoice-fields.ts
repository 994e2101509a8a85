import { create } from '@bufbuild/protobuf';
import { DocumentFieldsSchema, type DocumentFields } from '@paydraft/contracts';
import { calendarDay, resolvePlaceholders, type Occurrence } from '@paydraft/invoice-core';
import { DEFAULT_LANGUAGE } from '@paydraft/i18n';
import { addDays, format } from 'date-fns';

/**
 * The fields of the invoice an occurrence makes: the template's, issued on the occurrence's date, due
 * `dueDays` later, in `language` (the template's, else its client's at run time: the caller's), with
 * the placeholders of its item descriptions and notes resolved for it in that language ('Retainer
 * März 2026'). A draft: an automatic send moves it to sent the way 'Send' does.
 */
export function occurrenceInvoiceFields(
  template: DocumentFields,
  occurrence: Occurrence & { issueDate: string },
  dueDays: number,
  language: string = DEFAULT_LANGUAGE,
): DocumentFields {
  const resolve = (text: string) => resolvePlaceholders(text, occurrence, language);
  return create(DocumentFieldsSchema, {
    ...template,
    language,
    documentNumber: '',
    status: 'draft',
    issueDate: occurrence.issueDate,
    dueOrExpiryDate: format(addDays(calendarDay(occurrence.issueDate), dueDays), 'yyyy-MM-dd'),
    items: template.items.map((item) => ({ ...item, description: resolve(item.description) })),
    notes: resolve(template.notes),
    paymentTerms: resolve(template.paymentTerms),
  });
}
