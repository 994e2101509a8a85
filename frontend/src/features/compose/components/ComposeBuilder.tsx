import { Alert, Flex } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { DocumentBuilder, type BuilderActions, type BuilderDefaults } from '../../builder';
import type { HistoryDocument } from '../../history/api/historyApi';
import { PaymentsPanel, useInvoiceStatus } from '../../payments';
import { useComposeSave } from '../hooks/useComposeSave';
import type { LogoFile } from '../hooks/useLogoFile';
import { suggestedNumbersOf, type ComposePlan } from '../model/composePlan';
import { ClientPicker } from './ClientPicker';
import { CreditedInvoiceNotice } from './CreditedInvoiceNotice';

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
        editedInvoiceId ? (
          <PaymentsPanel invoiceId={editedInvoiceId} number={plan.document.document_number} />
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
