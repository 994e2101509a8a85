import { create } from '@bufbuild/protobuf';
import { DocumentFieldsSchema, type DocumentFields } from '@paydraft/contracts';
import { calendarDay, resolvePlaceholders, type Occurrence } from '@paydraft/invoice-core';
import { addDays, format } from 'date-fns';

/**
 * The fields of the invoice an occurrence makes: the template's, issued on the occurrence's date, due
 * `dueDays` later, with the placeholders of its item descriptions and notes resolved for it. A draft:
 * an automatic send moves it to sent the way 'Send' does.
 */
export function occurrenceInvoiceFields(
  template: DocumentFields,
  occurrence: Occurrence & { issueDate: string },
  dueDays: number,
): DocumentFields {
  const resolve = (text: string) => resolvePlaceholders(text, occurrence);
  return create(DocumentFieldsSchema, {
    ...template,
    documentNumber: '',
    status: 'draft',
    issueDate: occurrence.issueDate,
    dueOrExpiryDate: format(addDays(calendarDay(occurrence.issueDate), dueDays), 'yyyy-MM-dd'),
    items: template.items.map((item) => ({ ...item, description: resolve(item.description) })),
    notes: resolve(template.notes),
    paymentTerms: resolve(template.paymentTerms),
  });
}
