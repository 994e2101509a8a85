import { FilePdfOutlined } from '@ant-design/icons';
import { pdfRequestSchema, type DocumentData, type PdfRequest } from '@paydraft/invoice-core';
import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
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
import type { BuilderActions, SaveResult } from '../model/builderActions';
import { toPdfRequest, type BuilderAction, type BuilderState } from '../model/builderState';
import { withoutUnusedLineFields } from '../model/moneyRequest';
import { GeneratedDialog } from './GeneratedDialog';
import { LimitBanner } from './LimitBanner';
import { LimitDialog } from './LimitDialog';
import { SaveDraftButton } from './SaveDraftButton';

type GeneratePanelProps = {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  actions: Pick<BuilderActions, 'freeLimit' | 'save' | 'signedInPdf' | 'onGenerated'>;
  /** Generate was pressed with every row empty: nothing is sent and nothing counted. */
  onNothingToPrint: () => void;
};

/**
 * After a 401 the session is over (the base query signed out), so the page is a visitor's again: the
 * PDF was not made, and the next one is free (watermarked and counted) unless they log in again.
 */
export const SESSION_ENDED_MESSAGE =
  'Your session has ended, so no PDF was made. Generate again for a free PDF, or log in again for one without the watermark.';

type Dialog = { kind: 'success'; pdf: GeneratedPdf } | { kind: 'limit'; message: string | null };

/** The document with its table-border choice, checked as the server will check it: the PDF request, or the reasons it is refused. */
function checkedRequest(state: BuilderState): { request: PdfRequest } | { problem: string } {
  const checked = pdfRequestSchema.safeParse(toPdfRequest(state));
  if (checked.success) return { request: checked.data };
  return { problem: checked.error.issues.map((issue) => issue.message).join('. ') };
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
export function GeneratePanel({ state, dispatch, actions, onNothingToPrint }: GeneratePanelProps) {
  const { freeLimit, save, signedInPdf, onGenerated } = actions;
  const [generatePublicPdf, publicPdf] = useGeneratePdfMutation();
  const [generateSignedInPdf, signedIn] = useGenerateSignedInPdfMutation();
  const generatePdf = signedInPdf ? generateSignedInPdf : generatePublicPdf;
  const isLoading = publicPdf.isLoading || signedIn.isLoading;
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
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

  const generate = async () => {
    if (freeLimit?.reached) {
      setDialog({ kind: 'limit', message: null });
      return;
    }
    if (toPdfRequest(state).items.length === 0) {
      onNothingToPrint();
      return;
    }
    const checked = checkedRequest(state);
    if ('problem' in checked) {
      failGenerate(checked.problem);
      return;
    }
    let request = checked.request;
    if (save) {
      setSaving(true);
      // Spec: a failed save on generate is swallowed and the PDF proceeds.
      const saved = await save({
        document: storedPart(request),
        clientId: state.clientId,
        logo: state.logo,
      }).catch(() => undefined);
      setSaving(false);
      const number = numberGiven(saved);
      if (number) {
        request = { ...request, document_number: number };
        dispatch({ type: 'setText', field: 'documentNumber', value: number });
      }
    }
    const result = await generatePdf({
      document: { ...request, items: request.items.map(withoutUnusedLineFields) },
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
  const busy = isLoading || saving;

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
          loading={busy}
          onClick={() => void generate()}
        >
          {busy ? `Generating ${noun}…` : `Generate ${Noun} PDF`}
        </Button>
        {save && (
          <SaveDraftButton
            disabled={busy}
            save={async () => {
              const checked = checkedRequest(state);
              if ('problem' in checked) throw new Error(checked.problem);
              const saved = await save({
                document: storedPart(checked.request),
                clientId: state.clientId,
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

      <GeneratedDialog
        noun={noun}
        pdf={dialog?.kind === 'success' ? dialog.pdf : null}
        onDownload={saveFile}
        onClose={close}
      />
      <LimitDialog
        open={dialog?.kind === 'limit'}
        message={dialog?.kind === 'limit' ? dialog.message : null}
        onClose={close}
      />
    </Card>
  );
}
