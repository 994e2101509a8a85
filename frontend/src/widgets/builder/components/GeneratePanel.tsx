import { FilePdfOutlined } from '@ant-design/icons';
import {
  einvoiceProblems,
  type EInvoiceSubject,
  type DocumentData,
  type PdfRequest,
} from '@paydraft/invoice-core';
import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { saveFile } from '../../../shared/download/saveFile';
import { useShowFailure } from '../../../shared/feedback/actionFailureContext';
import { AnalyticsEvent, trackEvent } from '../../../shared/analytics/analytics';
import {
  errorMessage,
  errorStatus,
  useGeneratePdfMutation,
  useGenerateSignedInPdfMutation,
  type GeneratedPdf,
} from '../api/builderApi';
import { useOpenedOnce } from '../../../shared/hooks/useOpenedOnce';
import type { BuilderActions, SaveResult } from '../model/builderActions';
import type { BuilderAction, BuilderState } from '../model/builderState';
import { toPdfRequest } from '../model/pdfRequest';
import { withoutUnusedLineFields } from '../model/moneyRequest';
import { EInvoiceChoice } from './EInvoiceChoice';
import { LimitBanner } from './LimitBanner';
import { LimitDialog } from './LimitDialog';
import { SaveDraftButton } from './SaveDraftButton';

// Loaded on the first PDF made: antd's Result is in no other part of the builder's first load.
const GeneratedDialog = lazy(() =>
  import('./GeneratedDialog').then((module) => ({ default: module.GeneratedDialog })),
);

type GeneratePanelProps = {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  actions: Pick<BuilderActions, 'freeLimit' | 'save' | 'signedInPdf' | 'onGenerated'>;
  /** Generate was pressed with every row empty: nothing is sent and nothing counted. */
  onNothingToPrint: () => void;
  /** Something is left to pay (the total is above 0): an e-invoice must then say how (an IBAN). */
  payable: boolean;
  /** Takes the user to the field an e-invoice problem names. */
  onFocusField: (field: string) => void;
};

/**
 * After a 401 the session is over (the base query signed out), so the page is a visitor's again: the
 * PDF was not made, and the next one is free (watermarked and counted) unless they log in again.
 */
export const SESSION_ENDED_MESSAGE =
  'Your session has ended, so no PDF was made. Generate again for a free PDF, or log in again for one without the watermark.';

type Dialog = { kind: 'success'; pdf: GeneratedPdf } | { kind: 'limit'; message: string | null };

/** The PDF request as the server will check it, or why it is refused (see checkedRequest). */
const checkedRequest = async (state: BuilderState) =>
  (await import('../model/checkedRequest')).checkedRequest(state);

/** The draft as the e-invoice rules read it, taxes as the builder keeps them (every field set). */
function einvoiceSubjectOf(state: BuilderState): EInvoiceSubject {
  const draft = toPdfRequest(state);
  return {
    ...draft,
    taxes: (draft.taxes ?? []).map((tax) => ({
      id: tax.id,
      name: tax.name ?? '',
      category: tax.category ?? 'S',
      compound: tax.compound ?? false,
    })),
  };
}

/** The document to store: the request without how this PDF is drawn. */
const storedPart = ({ table_border: _drawing, ...document }: PdfRequest): DocumentData => document;

/** The number a save gave the document, when the server numbered it. */
const numberGiven = (saved: SaveResult | undefined): string | undefined =>
  saved && saved.documentNumber ? saved.documentNumber : undefined;

const NOUNS: Record<BuilderState['documentType'], string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit Note',
};

/** Idle → generating → success dialog (and the download), or the failure or limit dialog; 'Save Draft' where saving is given. */
export function GeneratePanel({
  state,
  dispatch,
  actions,
  onNothingToPrint,
  payable,
  onFocusField,
}: GeneratePanelProps) {
  const { freeLimit, save, signedInPdf, onGenerated } = actions;
  const [generatePublicPdf, publicPdf] = useGeneratePdfMutation();
  const [generateSignedInPdf, signedIn] = useGenerateSignedInPdfMutation();
  const generatePdf = signedInPdf ? generateSignedInPdf : generatePublicPdf;
  const isLoading = publicPdf.isLoading || signedIn.isLoading;
  const [preparing, setPreparing] = useState(false);
  const [format, setFormat] = useState<'plain' | 'facturx'>('plain');
  const isInvoice = state.documentType === 'invoice';
  const missing = useMemo(
    () => (isInvoice ? einvoiceProblems(einvoiceSubjectOf(state), 'en16931', { payable }) : []),
    [isInvoice, state, payable],
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const successPdf = dialog?.kind === 'success' ? dialog.pdf : null;
  const successOpened = useOpenedOnce(successPdf !== null);
  const showFailure = useShowFailure();
  const Noun = NOUNS[state.documentType];
  const noun = Noun.toLowerCase();

  // The PDF stays downloadable while its dialog is open; its memory is released afterwards.
  const lastUrl = useRef<string | null>(null);
  const release = () => {
    if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    lastUrl.current = null;
  };
  useEffect(() => release, []);

  const failGenerate = (reason: string) =>
    showFailure({ action: `Generate ${noun}`, message: `Failed to generate PDF: ${reason}` });

  const generate = async (wanted: 'plain' | 'facturx' = 'plain') => {
    setFormat(wanted);
    if (freeLimit?.reached) {
      setDialog({ kind: 'limit', message: null });
      return;
    }
    if (toPdfRequest(state).items.length === 0) {
      onNothingToPrint();
      return;
    }
    // Busy from the click: the first check loads the schema, and a click meanwhile would make two PDFs.
    setPreparing(true);
    const checked = await checkedRequest(state);
    if ('problem' in checked) {
      setPreparing(false);
      failGenerate(checked.problem);
      return;
    }
    let request = checked.request;
    if (save) {
      // A failed save on generate is swallowed and the PDF proceeds.
      const saved = await save({
        document: storedPart(request),
        clientId: state.clientId,
        language: state.language,
        logo: state.logo,
      }).catch(() => undefined);
      const number = numberGiven(saved);
      if (number) {
        request = { ...request, document_number: number };
        dispatch({ type: 'setText', field: 'documentNumber', value: number });
      }
    }
    setPreparing(false);
    const result = await generatePdf({
      document: {
        ...request,
        items: request.items.map(withoutUnusedLineFields),
        ...(wanted === 'facturx' ? { format: 'facturx' as const } : {}),
      },
      logo: state.logo,
    });
    if ('error' in result) {
      const status = errorStatus(result.error);
      if (status === 429) {
        setDialog({ kind: 'limit', message: errorMessage(result.error, '') || null });
      } else if (status === 401 && !signedInPdf) {
        failGenerate(SESSION_ENDED_MESSAGE);
      } else {
        failGenerate(errorMessage(result.error, 'Something went wrong. Please try again.'));
      }
      return;
    }
    release();
    lastUrl.current = result.data.objectUrl;
    saveFile(result.data.objectUrl, result.data.filename);
    freeLimit?.record();
    trackEvent(AnalyticsEvent.GenerateDocument, {
      document_type: state.documentType,
      currency: state.currency,
      item_count: request.items.length,
    });
    setDialog({ kind: 'success', pdf: result.data });
  };

  const close = () => {
    const generated = dialog?.kind === 'success';
    if (generated) release();
    setDialog(null);
    if (generated) onGenerated?.();
  };
  const busy = isLoading || preparing;
  const generating = busy && format === 'plain';

  return (
    <Card className="builder-card generate-panel" size="small" title={`Generate ${Noun}`}>
      <Flex vertical gap={12}>
        {freeLimit && <LimitBanner limit={freeLimit} />}
        <Checkbox
          checked={state.tableBorder}
          onChange={(event) => dispatch({ type: 'setTableBorder', value: event.target.checked })}
        >
          Table borders in the PDF
        </Checkbox>
        <Button
          type="primary"
          size="large"
          block
          icon={<FilePdfOutlined />}
          loading={generating}
          disabled={busy && !generating}
          onClick={() => void generate()}
        >
          {generating ? `Generating ${noun}…` : `Generate ${Noun} PDF`}
        </Button>
        {isInvoice && (
          <EInvoiceChoice
            problems={missing}
            busy={busy && format === 'facturx'}
            disabled={busy}
            onCreate={() => void generate('facturx')}
            onFocusField={onFocusField}
          />
        )}
        {save && (
          <SaveDraftButton
            disabled={busy}
            save={async () => {
              const checked = await checkedRequest(state);
              if ('problem' in checked) throw new Error(checked.problem);
              const saved = await save({
                document: storedPart(checked.request),
                clientId: state.clientId,
                language: state.language,
                logo: state.logo,
                status: 'draft',
              });
              const number = numberGiven(saved);
              if (number) dispatch({ type: 'setText', field: 'documentNumber', value: number });
            }}
          />
        )}
        {freeLimit && (
          <Typography.Text type="secondary" className="generate-panel__hint">
            {freeLimit.remaining} of {freeLimit.limit} free documents left today. Free PDFs carry a small
            footer watermark.
          </Typography.Text>
        )}
      </Flex>

      {successOpened && (
        <Suspense fallback={null}>
          <GeneratedDialog noun={noun} pdf={successPdf} onDownload={saveFile} onClose={close} />
        </Suspense>
      )}
      <LimitDialog
        open={dialog?.kind === 'limit'}
        message={dialog?.kind === 'limit' ? dialog.message : null}
        onClose={close}
      />
    </Card>
  );
}
