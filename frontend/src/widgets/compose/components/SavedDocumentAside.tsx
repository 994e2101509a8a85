import type { ReminderRule } from '@paydraft/invoice-core';
import { Flex } from 'antd';
import { DocumentTimeline } from '../../../entities/activity';
import { PaymentsPanel } from '../../../features/record-payment';
import { MakeRecurringCard } from '../../../features/recurring';
import { InvoiceRemindersCard } from '../../../features/reminders';

type Props = {
  documentId: string;
  number: string;
  /** An invoice has payments, reminders and 'Make recurring'; a quote only its timeline. */
  invoice: boolean;
  reminders: ReminderRule[] | null | undefined;
  onReminders: (reminders: ReminderRule[] | null) => void;
};

/** Beside a saved document in the editor: its money, its reminders, recurring, and what happened to it. */
export function SavedDocumentAside({ documentId, number, invoice, reminders, onReminders }: Props) {
  return (
    <Flex vertical gap={16}>
      {invoice && <PaymentsPanel invoiceId={documentId} number={number} />}
      {invoice && <InvoiceRemindersCard value={reminders} onChange={onReminders} />}
      {invoice && <MakeRecurringCard invoiceId={documentId} number={number} />}
      <DocumentTimeline documentId={documentId} />
    </Flex>
  );
}
