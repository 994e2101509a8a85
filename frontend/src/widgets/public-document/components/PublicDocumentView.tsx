import { CheckCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { statusColor, statusLabel } from '../../../shared/documents/statusColors';
import { useCardLayout } from '../../../shared/hooks/useCardLayout';
import type { PublicDocument } from '../api/publicViewApi';
import {
  columnsOf,
  decisionLine,
  documentName,
  documentTotals,
  dueLabel,
  itemsOf,
  longDate,
  partyText,
  paymentFacts,
  receiverHeading,
  statusText,
} from '../model/publicDocument';
import { isPaidInvoice, partPaidRows } from '../model/invoicePayment';
import { usePublicLocale } from '../model/locale';
import { ItemsList } from './ItemsList';

type Props = {
  document: PublicDocument;
  logoUrl: string | null;
  downloading: boolean;
  onDownload: () => void;
  /** Accept and Reject, when the quote may still be decided. */
  decision: React.ReactNode;
  /** Which revision of a quote this is, and the others. */
  revisions?: React.ReactNode;
  /** An invoice's 'Pay now', when its owner takes cards and a balance is due. */
  payNow?: React.ReactNode;
  /** Back from Checkout: thanks, processing, or cancelled. */
  paymentNotice?: React.ReactNode;
};

/** The public document view: type and number, status, dates, amount, parties, items, Download PDF. */
export function PublicDocumentView({
  document,
  logoUrl,
  downloading,
  onDownload,
  decision,
  revisions,
  payNow,
  paymentNotice,
}: Props) {
  const { containerRef, cards } = useCardLayout();
  const locale = usePublicLocale();
  const { t } = locale;
  const sender = partyText(document.sender_info);
  const receiver = partyText(document.receiver_info);
  const totals = documentTotals(document, locale);
  const items = itemsOf(document);
  const decided = decisionLine(document, locale);
  const payment = paymentFacts(document, locale);
  const paid = isPaidInvoice(document);
  const partPaid = partPaidRows(document, locale);
  // Partly paid: what is left is the headline; the total and what came in are under the items. Paid:
  // nothing is due, so the total is what was paid.
  const headline =
    partPaid.length > 0 ? partPaid[1] : [paid ? t('publicView:totalPaid') : totals.label, totals.total];
  const from = document.business_name || sender.text.split('\n')[0] || '';
  const facts: Array<[string, string]> = [
    [t('common:details.issueDate'), longDate(document.issue_date, locale)],
    [dueLabel(document, locale), longDate(document.due_or_expiry_date, locale)],
    [t('common:details.poNumber'), document.po_number],
    [t('common:details.paymentTerms'), document.payment_terms],
  ];

  return (
    <article className="public-doc" aria-labelledby="public-doc-title" ref={containerRef}>
      <header className="public-doc__header">
        {logoUrl && (
          <img
            className="public-doc__logo"
            src={logoUrl}
            alt={from ? t('publicView:logo', { sender: from }) : t('publicView:senderLogo')}
          />
        )}
        <div className="public-doc__heading">
          {from && <Typography.Text className="public-doc__from">{from}</Typography.Text>}
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={1} id="public-doc-title" className="public-doc__title">
              {documentName(document, locale)}
            </Typography.Title>
            <Tag color={statusColor(document.status)} className="public-doc__status">
              {statusText(document.status, locale, statusLabel(document.status))}
            </Tag>
          </Flex>
        </div>
        <div className="public-doc__amount">
          <span className="public-doc__amount-label">{headline[0]}</span>
          <bdi className="public-doc__amount-value">{headline[1]}</bdi>
        </div>
      </header>

      <dl className="public-doc__facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>

      {revisions}

      {decided && (
        <Alert
          type={document.status === 'accepted' ? 'success' : 'info'}
          showIcon
          title={decided}
          className="public-doc__decided"
        />
      )}

      {paymentNotice}

      <Flex gap={12} wrap className="public-doc__actions">
        {paid ? (
          <span className="public-doc__paid" role="status">
            <CheckCircleFilled aria-hidden /> {t('publicView:paid')}
          </span>
        ) : (
          payNow
        )}
        <Button size="large" icon={<DownloadOutlined />} loading={downloading} onClick={onDownload}>
          {t('publicView:downloadPdf')}
        </Button>
        {decision}
      </Flex>

      <div className="public-doc__parties">
        <section aria-labelledby="public-doc-from">
          <Typography.Title level={2} id="public-doc-from" className="public-doc__section-title">
            {t('common:from')}
          </Typography.Title>
          <p className="public-doc__party">{sender.text || from || '—'}</p>
        </section>
        <section aria-labelledby="public-doc-to">
          <Typography.Title level={2} id="public-doc-to" className="public-doc__section-title">
            {receiverHeading(document, locale)}
          </Typography.Title>
          <p className="public-doc__party">{receiver.text || '—'}</p>
        </section>
      </div>

      <section aria-labelledby="public-doc-items">
        <Typography.Title level={2} id="public-doc-items" className="public-doc__section-title">
          {t('publicView:items')}
        </Typography.Title>
        <ItemsList items={items} columns={columnsOf(document)} currency={document.currency} cards={cards} />
        <dl className="public-doc__totals">
          {totals.rows.map((row) => (
            <div key={row.taxId ?? row.key}>
              <dt>{row.label}</dt>
              <dd>
                <bdi>{row.value}</bdi>
              </dd>
            </div>
          ))}
          <div className="public-doc__grand-total">
            <dt>{totals.label}</dt>
            <dd>
              <bdi>{totals.total}</bdi>
            </dd>
          </div>
          {partPaid.map(([label, value]) => (
            <div key={label} className="public-doc__paid-row">
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {payment.length > 0 && (
        <section aria-labelledby="public-doc-payment">
          <Typography.Title level={2} id="public-doc-payment" className="public-doc__section-title">
            {t('publicView:howToPay')}
          </Typography.Title>
          <dl className="public-doc__facts public-doc__payment">
            {payment.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {document.notes?.trim() && (
        <section aria-labelledby="public-doc-notes">
          <Typography.Title level={2} id="public-doc-notes" className="public-doc__section-title">
            {t('common:notes')}
          </Typography.Title>
          <p className="public-doc__notes">{document.notes}</p>
        </section>
      )}
    </article>
  );
}
