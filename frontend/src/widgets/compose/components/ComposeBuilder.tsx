import type { ReminderRule } from '@paydraft/invoice-core';
import { Alert, Flex } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { DocumentBuilder, type BuilderActions, type BuilderDefaults } from '../../builder';
import type { HistoryDocument } from '../../../entities/document';
import { useInvoiceStatus } from '../../../features/record-payment';
import { useSavedInvoiceQuery } from '../../../features/recurring';
import { useComposeSave } from '../hooks/useComposeSave';
import type { LogoFile } from '../hooks/useLogoFile';
import { suggestedNumbersOf, type ComposePlan } from '../model/composePlan';
import { ClientPicker } from './ClientPicker';
import { CreditedInvoiceNotice } from './CreditedInvoiceNotice';
import { SavedDocumentAside } from './SavedDocumentAside';

export type ComposeBuilderProps = {
  plan: ComposePlan;
  defaults: BuilderDefaults;
  /** The owner's stored logo the builder starts with (the preferences', or the document's sender's). */
  storedLogo: LogoFile | null;
  headerExtra?: ReactNode;
  onGenerated?: () => void;
  onSaved?: (document: HistoryDocument) => void;
  onSaveFailed?: (reason: string) => void;
};

/** The builder with the dashboard's actions: saving, the client picker, PDFs without a watermark. */
export function ComposeBuilder({
  plan,
  defaults,
  storedLogo,
  headerExtra,
  onGenerated,
  onSaved,
  onSaveFailed,
}: ComposeBuilderProps) {
  const editedInvoiceId = plan.kind === 'edit' && plan.document.document_type === 'invoice' ? plan.id : null;
  const currentStatus = useInvoiceStatus(editedInvoiceId);
  const reminders = useInvoiceReminders(editedInvoiceId);
  const save = useComposeSave({
    currentStatus,
    existing:
      plan.kind === 'edit'
        ? { id: plan.id, type: plan.document.document_type, status: plan.status }
        : undefined,
    convertFrom: plan.kind === 'convert' ? { quoteId: plan.quoteId } : undefined,
    suggestedNumbers: suggestedNumbersOf(plan, defaults),
    storedLogo,
    onSaved,
    onSaveFailed,
    extraFields: reminders.extraFields,
  });
  const actions = useMemo<BuilderActions>(
    () => ({ freeLimit: null, feedback: false, save, ClientPicker, signedInPdf: true, onGenerated }),
    [save, onGenerated],
  );

  if (plan.kind === 'create') {
    return (
      <DocumentBuilder
        defaults={defaults}
        actions={actions}
        initialType={plan.type}
        carried={plan.carried}
        headerExtra={headerExtra}
      />
    );
  }
  const notice = plan.kind === 'edit' ? plan.revisionNotice : null;
  const credited = plan.kind === 'edit' ? plan.creditedInvoice : null;
  return (
    <DocumentBuilder
      defaults={defaults}
      actions={actions}
      opened={{
        id: plan.kind === 'edit' ? plan.id : plan.quoteId,
        document: plan.document,
        clientId: plan.clientId,
        logo: storedLogo?.file ?? null,
      }}
      title={plan.title}
      aside={
        plan.kind === 'edit' && plan.document.document_type !== 'credit_note' ? (
          <SavedDocumentAside
            documentId={plan.id}
            number={plan.document.document_number}
            invoice={editedInvoiceId !== null}
            reminders={reminders.value}
            onReminders={reminders.set}
          />
        ) : undefined
      }
      headerExtra={
        notice || credited ? (
          <Flex vertical gap={12}>
            {headerExtra}
            {notice && <Alert type="warning" showIcon title={notice} data-testid="revision-notice" />}
            {credited && <CreditedInvoiceNotice invoice={credited} />}
          </Flex>
        ) : (
          headerExtra
        )
      }
    />
  );
}

/**
 * The edited invoice's own reminders: as saved until the owner changes them, then what they chose.
 * Sent with every save once known, so a save never drops them.
 */
function useInvoiceReminders(invoiceId: string | null) {
  const saved = useSavedInvoiceQuery(invoiceId ?? '', { skip: !invoiceId, refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<{ value: ReminderRule[] | null } | null>(null);
  const stored = saved.data
    ? ((saved.data.reminders as ReminderRule[] | null | undefined) ?? null)
    : undefined;
  const value = chosen ? chosen.value : stored;
  const extraFields = useMemo(() => (value === undefined ? undefined : { reminders: value }), [value]);
  return { value, set: (next: ReminderRule[] | null) => setChosen({ value: next }), extraFields };
}
