import {
  DeleteOutlined,
  EditOutlined,
  FilePdfOutlined,
  MailOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, Modal, Pagination, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import {
  useDeleteHistoryDocumentMutation,
  useHistoryDocumentPdfMutation,
  useSetHistoryDocumentStatusMutation,
  type DocumentType,
} from '../../../entities/document';
import { pdfFileName, saveFileOnce } from '../../../shared/download/saveFile';
import { SendDocumentDialog, type SendDocumentReply } from '../../../features/send-document';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useGetClientQuery } from '../../../entities/client';
import {
  clientDocumentsApi,
  CLIENT_DOCUMENTS_PAGE_SIZE,
  useClientDocumentsQuery,
  type ClientDocument,
} from '../api/clientDocumentsApi';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { formatLongDate } from '@paydraft/invoice-core';
import { documentAmount, invoiceDueDate } from '../../../shared/documents/documentMoney';
import { DocumentStatusSelect } from '../../../shared/documents/DocumentStatusSelect';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

const TYPE_LABEL: Record<DocumentType, string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit Note',
};

/** 'November 25, 2026 · €2,374.05 · Due December 25, 2026' (the due date for invoices only). */
const summaryOf = (document: ClientDocument) =>
  [
    formatLongDate(document.issue_date),
    documentAmount(document),
    invoiceDueDate(document) && `Due ${invoiceDueDate(document)}`,
  ]
    .filter(Boolean)
    .join(' · ');

const SNACKBAR_SECONDS = 3.5;

// The builder is big: its chunk loads when a document is first edited here.
const EditDocumentDialog = lazy(() =>
  import('../../compose').then((m) => ({ default: m.EditDocumentDialog })),
);
const SEARCH_PAUSE_MS = 300;

/** What the server said, for the spec's 'Error deleting document: {message}'. */
const errorText = (error: unknown) =>
  (error as { data?: { error?: string } } | undefined)?.data?.error ?? 'Please try again.';

/** 'Documents (n)' of the client detail: search, type tabs, status, PDF, Edit and Delete. */
export function ClientDocumentsCard({ clientId }: { clientId: string }) {
  const { message } = useFeedback();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<DocumentType | ''>('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ClientDocument>();
  const [editing, setEditing] = useState<ClientDocument | null>(null);
  const [savingId, setSavingId] = useState<string>();
  const [emailing, setEmailing] = useState<ClientDocument>();
  const dispatch = useAppDispatch();
  // The page's own query of this client (one cache entry): its address prefills the recipient.
  const client = useGetClientQuery(clientId, { skip: !emailing });
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const listArgs = { clientId, search: settledSearch, type, page };
  const list = useClientDocumentsQuery(listArgs);
  // The history's calls: one cache entry and one invalidation for a document, wherever it is changed.
  const [changeStatus] = useSetHistoryDocumentStatusMutation();
  const [deleteDocument, deletion] = useDeleteHistoryDocumentMutation();
  const [fetchPdf] = useHistoryDocumentPdfMutation();
  const counts = list.data?.counts ?? { all: 0, invoice: 0, quote: 0 };

  const setStatus = async (document: ClientDocument, status: string) => {
    setSavingId(document.id);
    const result = await changeStatus({ document, status });
    setSavingId(undefined);
    if (result.error) message.error('Failed to update document status', SNACKBAR_SECONDS);
  };
  const pdf = async (document: ClientDocument) => {
    const result = await fetchPdf(document);
    if (result.error) message.error('Failed to generate PDF', SNACKBAR_SECONDS);
    else saveFileOnce(result.data, pdfFileName(document));
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteDocument(deleting);
    setDeleting(undefined);
    if (result.error) message.error(`Error deleting document: ${errorText(result.error)}`, SNACKBAR_SECONDS);
    else message.success('Document deleted successfully!', SNACKBAR_SECONDS);
  };

  // From the client detail, the document is marked sent locally (the lists reload too).
  const markSent = ({ document: saved }: SendDocumentReply) =>
    void dispatch(
      clientDocumentsApi.util.updateQueryData('clientDocuments', listArgs, (draft) => {
        const row = draft.data.find((one) => one.id === saved.id);
        if (row) row.status = saved.status || 'sent';
      }),
    );

  return (
    <Card title={`Documents (${counts.all})`} className="client-documents">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search by number, company, PO, or notes…"
        aria-label="Search documents"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      <Tabs
        activeKey={type || 'all'}
        onChange={(key) => {
          setType(key === 'all' ? '' : (key as DocumentType));
          setPage(1);
        }}
        items={[
          { key: 'all', label: `All (${counts.all})` },
          { key: 'invoice', label: `Invoices (${counts.invoice})` },
          { key: 'quote', label: `Quotes (${counts.quote})` },
        ]}
      />
      {list.isError ? (
        <Alert type="error" showIcon title="Failed to load client documents" />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !list.data?.data.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents for this client" />
      ) : (
        <ul className="client-documents__list">
          {list.data.data.map((document) => (
            <li key={document.id} className="client-documents__row">
              <span className="client-documents__what">
                <Typography.Text strong>
                  {TYPE_LABEL[document.document_type]} {document.document_number}
                </Typography.Text>
                <Typography.Text type="secondary">{summaryOf(document)}</Typography.Text>
              </span>
              <span className="client-documents__status">
                <DocumentStatusSelect
                  document={document}
                  saving={savingId === document.id}
                  onChange={(status) => void setStatus(document, status)}
                />
              </span>
              <span className="client-documents__actions">
                <Button icon={<FilePdfOutlined />} onClick={() => void pdf(document)}>
                  PDF
                </Button>
                <Button
                  icon={<MailOutlined />}
                  aria-label={`Email ${document.document_number}`}
                  onClick={() => setEmailing(document)}
                >
                  Email
                </Button>
                <Button
                  icon={<EditOutlined />}
                  aria-label={`Edit ${document.document_number}`}
                  onClick={() => setEditing(document)}
                />
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${document.document_number}`}
                  onClick={() => setDeleting(document)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      {(list.data?.total ?? 0) > CLIENT_DOCUMENTS_PAGE_SIZE && (
        <Pagination
          className="client-documents__pagination"
          current={page}
          pageSize={CLIENT_DOCUMENTS_PAGE_SIZE}
          total={list.data?.total}
          onChange={setPage}
        />
      )}
      <Modal
        open={Boolean(deleting)}
        title={`Delete ${deleting?.document_number ?? 'document'}?`}
        okText="Delete"
        okButtonProps={{ danger: true, loading: deletion.isLoading }}
        onOk={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      >
        This action cannot be undone.
      </Modal>
      {emailing && (
        <SendDocumentDialog
          key={emailing.id}
          document={emailing}
          recipient={client.data?.business_email}
          onClose={() => setEmailing(undefined)}
          onSent={markSent}
          failureText={(reason) => `Error sending email: ${reason}`}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditDocumentDialog document={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
