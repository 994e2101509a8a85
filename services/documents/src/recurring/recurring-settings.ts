import { create } from '@bufbuild/protobuf';
import {
  DocumentFieldsSchema,
  ServiceErrorReasons,
  type DocumentFields,
  type RecurringProfileFields,
} from '@paydraft/contracts';
import {
  isCalendarDate,
  isSendTime,
  isTimeZone,
  RECURRING_FREQUENCIES,
  type RecurringEndRule,
  type RecurringFrequency,
} from '@paydraft/invoice-core';
import { ServiceException } from '@paydraft/nest-kit';
import { checkDocumentFields } from '../documents/document-content';

/** Due dates further than this after the issue date are refused as a typo. */
export const MAX_DUE_DAYS = 365;
/** 'after N' beyond this is refused: a profile meant to run for ever says 'never'. */
export const MAX_END_COUNT = 1000;

/** A profile's fields, checked; `timeZone` empty means 'the client's, else the owner's, else UTC'. */
export type RecurringSettings = {
  template: DocumentFields;
  frequency: RecurringFrequency;
  startDate: string;
  end: RecurringEndRule;
  timeZone: string;
  sendTime: string;
  autoSend: boolean;
  dueDays: number;
};

const invalid = (message: string) =>
  new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT_INPUT, message);

const isFrequency = (name: string): name is RecurringFrequency =>
  (RECURRING_FREQUENCIES as readonly string[]).includes(name);

/** The profile's fields, or a 400 documents.invalid_input naming the first thing wrong. */
export function checkedSettings(fields: RecurringProfileFields | undefined): RecurringSettings {
  if (!fields) throw invalid('A recurring profile needs its fields');
  if (!isFrequency(fields.frequency)) {
    throw invalid(`Frequency must be one of ${RECURRING_FREQUENCIES.join(', ')}`);
  }
  if (!isCalendarDate(fields.startDate)) throw invalid('start_date must be a date, YYYY-MM-DD');
  if (fields.timeZone && !isTimeZone(fields.timeZone)) {
    throw invalid(`Unknown time zone ${fields.timeZone}: use an IANA name such as Europe/Berlin`);
  }
  if (!isSendTime(fields.sendTime)) throw invalid('send_time must be HH:MM on a 24-hour clock');
  if (!Number.isInteger(fields.dueDays) || fields.dueDays > MAX_DUE_DAYS) {
    throw invalid(`due_days must be between 0 and ${MAX_DUE_DAYS}`);
  }
  return {
    template: checkedTemplate(fields.invoice),
    frequency: fields.frequency,
    startDate: fields.startDate,
    end: checkedEnd(fields, fields.startDate),
    timeZone: fields.timeZone,
    sendTime: fields.sendTime,
    autoSend: fields.autoSend,
    dueDays: fields.dueDays,
  };
}

function checkedEnd({ end }: RecurringProfileFields, startDate: string): RecurringEndRule {
  switch (end?.type ?? 'never') {
    case 'never':
      return { type: 'never' };
    case 'after':
      if (!end || end.count < 1 || end.count > MAX_END_COUNT) {
        throw invalid(`An end after N invoices needs a count from 1 to ${MAX_END_COUNT}`);
      }
      return { type: 'after', count: end.count };
    case 'on':
      if (!end || !isCalendarDate(end.date)) throw invalid('An end on a date needs a date, YYYY-MM-DD');
      if (end.date < startDate) throw invalid('The end date must be on or after the start date');
      return { type: 'on', date: end.date };
    default:
      throw invalid('End type must be never, after or on');
  }
}

/**
 * The invoice each occurrence copies: checked like a saved invoice, with a client (whose email an
 * automatic send goes to). Its number, status and dates are each occurrence's own, so none is kept.
 */
function checkedTemplate(invoice: DocumentFields | undefined): DocumentFields {
  if (!invoice) throw invalid('A recurring profile needs its invoice');
  if (!invoice.clientId) throw invalid('The invoice of a recurring profile needs a client_id');
  if (invoice.documentNumber.trim()) {
    throw invalid('Each recurring invoice takes the next number: leave the invoice number empty');
  }
  const template = create(DocumentFieldsSchema, {
    ...invoice,
    status: '',
    issueDate: '',
    dueOrExpiryDate: '',
  });
  checkDocumentFields('invoice', template);
  return template;
}
