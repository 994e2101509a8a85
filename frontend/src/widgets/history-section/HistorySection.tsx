import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { ListPager } from '../../shared/components/ListPager';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteHistoryDocumentMutation,
  useCreateCreditNoteMutation,
  useDuplicateHistoryDocumentMutation,
  useClientNames,
  useHistoryCsvMutation,
  useHistoryDocumentDownloadMutation,
  useHistoryDocumentPdfMutation,
  useHistoryDocumentsQuery,
  useHistoryListState,
  useSetHistoryDocumentStatusMutation,
  type DocumentType,
  type HistoryDocument,
  type HistoryOrder,
  type PaymentFilter,
  ALL_CLIENTS,
  HistoryFilters,
  serverErrorText,
  type DownloadKind,
} from '../../entities/document';
import { DeleteDocumentDialog } from './components/DeleteDocumentDialog';
import { DocumentCards } from './components/DocumentCards';
import { DocumentsTable } from './components/DocumentsTable';
import { pdfFileName, saveFileOnce } from '../../shared/download/saveFile';
import { useCardLayout } from '../../shared/hooks/useCardLayout';
import { isDemoBlockedWrite } from '../../shared/feedback/demoBlockedWrite';
import { einvoiceRefusalOf } from './model/einvoiceRefusal';
import { RecordPaymentDialog } from '../../features/record-payment';
import { RecurringDialog } from '../../features/recurring';
import { SendDocumentDialog } from '../../features/send-document';
import { useSectionHref } from '../../shared/dashboard-links/dashboardBase';
import { useFeedback } from '../../shared/feedback/feedbackContext';

/** 'Document History': every invoice, quote and credit note, searched and filtered on the server. */
export function HistorySection() {
  const navigate = useNavigate();
  const sectionHref = useSectionHref();
  const { containerRef, cards } = useCardLayout();
  const { search, settledSearch, client, changeFilter, onSearch, onClient, page, pageSize, pager } =
    useHistoryListState();
  const [type, setType] = useState<DocumentType | ''>('');
  const [payment, setPayment] = useState<PaymentFilter>('');
  const [order, setOrder] = useState<HistoryOrder>(null);
  const [actionError, setActionError] = useState<string>();
  const [deleting, setDeleting] = useState<HistoryDocument>();
  const [savingId, setSavingId] = useState<string>();
  const [pdfId, setPdfId] = useState<string>();
  const [duplicatingId, setDuplicatingId] = useState<string>();
  const [creditingId, setCreditingId] = useState<string>();
  const { message, modal } = useFeedback();
  const [emailing, setEmailing] = useState<HistoryDocument>();
  const [paying, setPaying] = useState<HistoryDocument>();
  const [recurring, setRecurring] = useState<HistoryDocument>();

  const filters = { search: settledSearch, type, client, payment, order };
  const list = useHistoryDocumentsQuery({ ...filters, page, pageSize });
  const [fetchCsv, csv] = useHistoryCsvMutation();
  const { clients, nameOf } = useClientNames();
  const [setStatus] = useSetHistoryDocumentStatusMutation();
  const [deleteDocument, deletion] = useDeleteHistoryDocumentMutation();
  const [fetchPdf] = useHistoryDocumentPdfMutation();
  const [fetchDownload] = useHistoryDocumentDownloadMutation();
  const [duplicateDocument] = useDuplicateHistoryDocumentMutation();
  const [createCreditNote] = useCreateCreditNoteMutation();

  const clientName = (clientId: string | null) => nameOf(clientId) || '—';
  // GET /api/clients answers whole clients; the name list's type reads only the names.
  const clientEmail = (clientId: string | null) => {
    const found = clientId ? (clients.data ?? []).find((one) => one.id === clientId) : undefined;
    const email = (found as { business_email?: unknown } | undefined)?.business_email;
    return typeof email === 'string' ? email : '';
  };
  const counts = list.data?.counts ?? { all: 0, invoice: 0, quote: 0, credit_note: 0 };
  const total = list.data?.total ?? 0;
  const documents = list.data?.data ?? [];
  const filtering = settledSearch !== '' || client !== ALL_CLIENTS || payment !== '';

  // A write the demo refused has its own prompt: no alert here as well.
  const reportFailure = (error: unknown, text: string) => {
    if (!isDemoBlockedWrite(error)) setActionError(text);
  };
  const onStatus = async (document: HistoryDocument, status: string) => {
    setSavingId(document.id);
    const result = await setStatus({ document, status });
    setSavingId(undefined);
    if (result.error) reportFailure(result.error, 'Failed to update document status');
  };
  const onPdf = async (document: HistoryDocument) => {
    setPdfId(document.id);
    const result = await fetchPdf(document);
    setPdfId(undefined);
    if (result.error) reportFailure(result.error, 'Failed to generate PDF');
    else saveFileOnce(result.data, pdfFileName(document));
  };
  const onDownload = async (document: HistoryDocument, kind: DownloadKind) => {
    setPdfId(document.id);
    const result = await fetchDownload({ document, kind });
    setPdfId(undefined);
    if (!result.error) return saveFileOnce(result.data.objectUrl, result.data.filename);
    const refusal = einvoiceRefusalOf(result.error);
    if (!refusal) return reportFailure(result.error, serverErrorText(result.error, 'Failed to download'));
    // What the invoice lacks, field by field, so the owner knows what to edit.
    modal.error({
      title: `${document.document_number} cannot become an e-invoice yet`,
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>Edit the invoice and add:</Typography.Text>
          <ul aria-label="What the invoice lacks" style={{ margin: 0, paddingInlineStart: 20 }}>
            {refusal.problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </Flex>
      ),
      okText: 'Close',
    });
  };
  const onExport = async () => {
    const result = await fetchCsv(filters);
    if (result.error)
      reportFailure(result.error, serverErrorText(result.error, 'Failed to export documents'));
    else saveFileOnce(result.data.objectUrl, result.data.filename);
  };
  const onDuplicate = async (document: HistoryDocument) => {
    setDuplicatingId(document.id);
    const result = await duplicateDocument(document);
    setDuplicatingId(undefined);
    if (result.error)
      reportFailure(result.error, serverErrorText(result.error, 'Failed to duplicate document'));
    else message.success(`Draft ${result.data.document_number} created from ${document.document_number}`);
  };
  // The builder's seam: the create section opens the document pre-filled from this navigation state.
  const onEdit = (document: HistoryDocument) =>
    void navigate(sectionHref('create'), { state: { editDocument: document } });
  // The new draft opens in the editor, where the owner edits it down to what is credited.
  const onCreditNote = async (invoice: HistoryDocument) => {
    setCreditingId(invoice.id);
    const result = await createCreditNote(invoice);
    setCreditingId(undefined);
    if (result.error)
      reportFailure(result.error, serverErrorText(result.error, 'Failed to create credit note'));
    else onEdit(result.data);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteDocument(deleting);
    setDeleting(undefined);
    if (result.error) reportFailure(result.error, serverErrorText(result.error, 'Failed to delete document'));
  };

  const listProps = {
    documents,
    clientName,
    savingId,
    pdfId,
    duplicatingId,
    creditingId,
    onStatus,
    onPdf,
    onDownload: (document: HistoryDocument, kind: DownloadKind) => void onDownload(document, kind),
    onDuplicate: (document: HistoryDocument) => void onDuplicate(document),
    onCreditNote: (document: HistoryDocument) => void onCreditNote(document),
    onEmail: setEmailing,
    onEdit,
    onDelete: setDeleting,
    onRecordPayment: setPaying,
    onMakeRecurring: setRecurring,
  };

  return (
    <Flex vertical gap={16} ref={containerRef}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Document History
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} loading={csv.isLoading} onClick={() => void onExport()}>
            Export CSV
          </Button>
          <Button
            icon={<ReloadOutlined />}
            loading={list.isFetching && !list.isLoading}
            onClick={() => void list.refetch()}
          >
            Refresh
          </Button>
        </Flex>
      </Flex>
      {actionError && (
        <Alert type="error" showIcon closable title={actionError} onClose={() => setActionError(undefined)} />
      )}
      <HistoryFilters
        search={search}
        onSearch={onSearch}
        client={client}
        onClient={onClient}
        clients={clients.data ?? []}
        clientsLoading={clients.isLoading}
        payment={payment}
        onPayment={changeFilter(setPayment)}
        order={order}
        onOrder={changeFilter(setOrder)}
        narrow={cards}
      />
      <Tabs
        activeKey={type || 'all'}
        onChange={(key) => changeFilter(setType)(key === 'all' ? '' : (key as DocumentType))}
        items={[
          { key: 'all', label: `All Documents (${counts.all})` },
          { key: 'invoice', label: `Invoices (${counts.invoice})` },
          { key: 'quote', label: `Quotes (${counts.quote})` },
          { key: 'credit_note', label: `Credit notes (${counts.credit_note ?? 0})` },
        ]}
        style={{ marginBottom: -16 }}
      />
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load documents"
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : documents.length === 0 ? (
        <Empty
          description={
            <>
              <Typography.Text strong>No documents found</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {filtering
                  ? 'Try adjusting your search terms'
                  : 'Create your first invoice or quote to get started'}
              </Typography.Text>
            </>
          }
        />
      ) : (
        <>
          {cards ? (
            <DocumentCards {...listProps} />
          ) : (
            <DocumentsTable {...listProps} order={order} onOrder={changeFilter(setOrder)} />
          )}
          <ListPager {...pager} total={total} small={cards} />
        </>
      )}
      <DeleteDocumentDialog
        document={deleting}
        deleting={deletion.isLoading}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      />
      {paying && (
        <RecordPaymentDialog
          invoiceId={paying.id}
          number={paying.document_number}
          onClose={() => setPaying(undefined)}
        />
      )}
      <RecurringDialog
        target={recurring ? { kind: 'create', invoice: recurring, number: recurring.document_number } : null}
        onClose={() => setRecurring(undefined)}
      />
      {emailing && (
        <SendDocumentDialog
          key={emailing.id}
          document={emailing}
          recipient={clientEmail(emailing.client_id)}
          onClose={() => setEmailing(undefined)}
          failureText={() => 'Failed to send email'}
        />
      )}
    </Flex>
  );
}
