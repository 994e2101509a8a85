import { resolveLanguage } from '@paydraft/i18n';
import { Button, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { saveFileOnce } from '../../shared/download/saveFile';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { I18nProvider, useTranslate } from '../../shared/i18n';
import { goToExternalPage, type Redirect } from '../../shared/navigation/externalPage';
import {
  useMarkPublicDocumentViewedMutation,
  usePublicDocumentPdfMutation,
  usePublicDocumentQuery,
  type PublicDocumentKey,
  PayNowButton,
  PaymentReturnNotice,
  QuoteDecision,
  RevisionNotes,
  PublicDocumentView,
  PublicLocaleScope,
  useHtmlLanguage,
  usePaymentConfirmation,
  isPaidInvoice,
  paymentReturnOf,
  type PublicLocale,
  canDecide,
  documentName,
  partyText,
  revisionsOf,
} from '../../widgets/public-document';
import { useNoIndex } from '../../shared/hooks/useNoIndex';
import './PublicView.css';
import { useFeedback } from '../../shared/feedback/feedbackContext';

/** 'PDF downloaded successfully!' is hidden after 3 s. */
const DOWNLOADED_SECONDS = 3;
const SNACKBAR_SECONDS = 3.5;
const TYPES = new Set(['invoice', 'quote', 'credit_note']);

/** The spec's optional ?logoUrl, taken only as a path on this site: a link must not show someone else's image. */
const sameSiteLogo = (value: string | null) => (value && /^\/(?!\/)[^\s]*$/.test(value) ? value : null);

/** ?revision=N: a quote's earlier revision; anything but a whole number from 1 means the latest. */
const revisionParam = (value: string | null) =>
  value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;

/** /view/{type}/{token}: a shared invoice or quote, without signing in. */
/**
 * The public view inside its own i18next instance: the only translated screen yet, so i18next stays out
 * of the shell every other page loads (docs/public-view-languages.md). When the app's interface is
 * translated, I18nProvider moves up into AppProviders.
 */
export function PublicDocumentPage({ redirect = goToExternalPage }: { redirect?: Redirect } = {}) {
  return (
    <I18nProvider>
      <PublicDocumentScreen redirect={redirect} />
    </I18nProvider>
  );
}

function PublicDocumentScreen({ redirect }: { redirect: Redirect }) {
  const { type = '', id: token = '' } = useParams();
  const [search] = useSearchParams();
  const { message } = useFeedback();
  const revision = revisionParam(search.get('revision'));
  const key: PublicDocumentKey = revision ? { type, token, revision } : { type, token };
  const known = TYPES.has(type) && token !== '';
  const query = usePublicDocumentQuery(key, { skip: !known });
  const [fetchPdf, pdf] = usePublicDocumentPdfMutation();
  const [markViewed] = useMarkPublicDocumentViewedMutation();
  const document = query.data;
  const { refetch } = query;
  const confirmation = usePaymentConfirmation(
    paymentReturnOf(search.get('payment')),
    document ? isPaidInvoice(document) : false,
    refetch,
  );
  // The document's language (older answers have none: en-US); its catalogue is fetched once it is known.
  const language = document ? resolveLanguage(document.language) : undefined;
  const translation = useTranslate(language);
  const t = translation.status === 'ready' ? translation.t : undefined;
  const locale = useMemo<PublicLocale | undefined>(
    () => (language && t ? { language, t } : undefined),
    [language, t],
  );
  const notFound =
    !known ||
    (query.isError && 'status' in (query.error ?? {}) && (query.error as { status: unknown }).status === 404);

  useNoIndex();
  useHtmlLanguage(locale?.language);
  useDocumentTitle(
    document && locale
      ? document.business_name
        ? locale.t('publicView:pageTitle', {
            document: documentName(document, locale),
            sender: document.business_name,
          })
        : documentName(document, locale)
      : notFound
        ? 'Document not found'
        : 'Shared document',
  );

  const download = async () => {
    if (!document || !locale) return;
    const result = await fetchPdf(key);
    if (!result.data) {
      message.error(locale.t('publicView:downloadFailed'), SNACKBAR_SECONDS);
      return;
    }
    saveFileOnce(
      result.data.url,
      result.data.filename ?? `${document.document_number || document.document_type}.pdf`,
    );
    message.success(locale.t('publicView:downloaded'), DOWNLOADED_SECONDS);
    // Downloading records the document as viewed; the page shows the status it answers.
    void markViewed(key);
  };

  if (notFound) {
    return (
      <div className="public-view">
        <Result
          status="404"
          title={<h1 className="public-view__state-title">Document not found</h1>}
          subTitle="The link may be mistyped, or the sender may have replaced it with a new one. Ask the sender for the current link."
        />
      </div>
    );
  }
  if (query.isError || translation.status === 'failed') {
    return (
      <div className="public-view">
        <Result
          status="error"
          title={<h1 className="public-view__state-title">Failed to load document</h1>}
          subTitle="Check your connection and try again."
          extra={
            <Button
              type="primary"
              onClick={() => (translation.status === 'failed' ? translation.retry() : void query.refetch())}
            >
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  if (!document || !locale) {
    return (
      <div className="public-view" aria-busy="true" aria-label="Loading document">
        <div className="public-doc">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  }

  const logoUrl =
    document.logo_url || partyText(document.sender_info).logoUrl || sameSiteLogo(search.get('logoUrl'));
  return (
    <PublicLocaleScope locale={locale}>
      <PublicDocumentView
        document={document}
        logoUrl={logoUrl}
        downloading={pdf.isLoading}
        onDownload={() => void download()}
        paymentNotice={<PaymentReturnNotice state={confirmation} />}
        payNow={
          // Not while a payment just made is being confirmed: a second click would charge twice.
          type === 'invoice' &&
          document.pay_now &&
          confirmation !== 'processing' &&
          confirmation !== 'pending' ? (
            <PayNowButton
              token={token}
              payNow={document.pay_now}
              redirect={redirect}
              reload={() => void refetch()}
            />
          ) : null
        }
        revisions={
          <RevisionNotes
            document={document}
            hrefOf={(shown) =>
              `/view/${type}/${encodeURIComponent(token)}${shown ? `?revision=${shown}` : ''}`
            }
          />
        }
        decision={
          canDecide(document) ? (
            <QuoteDecision
              documentKey={key}
              revision={revisionsOf(document).shown}
              number={document.document_number}
              reload={() => void query.refetch()}
            />
          ) : null
        }
      />
      <p className="public-view__footer">
        {locale.t('publicView:madeWith')} <a href="/">Paydraft</a>
      </p>
    </PublicLocaleScope>
  );
}
