import { calculateTotals, NOTES_MAX_LENGTH, receiverLabel, type DocumentData } from '@paydraft/invoice-core';
import { Card, Form, Input } from 'antd';
import { useCallback, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { AnalyticsEvent, trackEvent } from '../../../shared/analytics/analytics';
import type { BuilderActions, PickedClient } from '../model/builderActions';
import type { BuilderDefaults } from '../model/builderDefaults';
import { useFocusRequest, type FocusRequest } from '../hooks/useFocusRequest';
import { fieldTargetOf } from '../model/einvoiceFields';
import { EMPTY_PARTY } from '../model/moneyFields';
import { totalsInputOf } from '../model/moneyRequest';
import { carriedFormOf, stateFromCarried, type CarriedForm } from '../model/carriedForm';
import { fileOfCarriedLogo } from '../model/carriedLogo';
import {
  builderReducer,
  builderStateOf,
  hasPrintableItems,
  newBuilderState,
  type BuilderAction,
} from '../model/builderState';
import type { DocumentType } from '../model/documentType';
import { toPdfRequest } from '../model/pdfRequest';
import { BuilderHeader } from './BuilderHeader';
import { DetailsCard } from './DetailsCard';
import { FeedbackBox } from './FeedbackBox';
import { GeneratePanel } from './GeneratePanel';
import { ItemsTable } from './ItemsTable';
import { LogoUpload } from './LogoUpload';
import { MoreDetails } from './MoreDetails';
import { OpenInDashboardNotice } from './OpenInDashboardNotice';
import { PartyCard } from './PartyCard';
import { TotalsCard } from './TotalsCard';
import { PdfPreviewPane } from '../../../features/pdf-preview';
import './DocumentBuilder.css';

/**
 * A stored document opened for editing (or a quote's invoice being converted): the type is fixed and
 * the title says 'Edit …' unless the page gives its own. `logo` is the sender's stored logo, fetched.
 */
export type OpenedDocument = {
  id: string;
  document: DocumentData;
  clientId?: string | null;
  logo?: File | null;
};

export type DocumentBuilderProps = {
  /** Where a new document's values come from: form preferences, or the spec's defaults. */
  defaults: BuilderDefaults;
  /** What the page lets the builder do (public: generate under the free limit, feedback). */
  actions: BuilderActions;
  /** The type a new document starts as (the dashboard opens a quote when asked to). */
  initialType?: DocumentType;
  /** A saved document to edit; a new one from `defaults` when absent. */
  opened?: OpenedDocument;
  /** A new document the public builder handed over ('Open in dashboard'): `defaults`, then what was typed. */
  carried?: CarriedForm;
  /** Logo size limit in bytes; 5 MB by default. */
  logoMaxBytes?: number;
  /** The page's own title ('Edit Invoice — INV-3'). */
  title?: string;
  /** Beside the type toggle: the dashboard's way back ('Back to History'). */
  headerExtra?: ReactNode;
  /** Under the header, above the form: an edited invoice's payments (the dashboard). */
  aside?: ReactNode;
};

/** The invoice and quote builder: basic information, items, totals, notes and the generate panel. */
export function DocumentBuilder({
  defaults,
  actions,
  initialType,
  opened,
  carried,
  logoMaxBytes,
  title,
  headerExtra,
  aside,
}: DocumentBuilderProps) {
  const [state, rawDispatch] = useReducer(builderReducer, null, () => {
    if (opened)
      return {
        ...builderStateOf(opened.document, { defaults, clientId: opened.clientId }),
        logo: opened.logo ?? null,
      };
    if (carried)
      return stateFromCarried(carried, defaults, carried.logo ? fileOfCarriedLogo(carried.logo) : null);
    return newBuilderState({ type: initialType, defaults });
  });
  const used = useRef(false);
  const [emptyAttempts, setEmptyAttempts] = useState(0);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();
  useFocusRequest(focusRequest);
  // The message about missing items goes as soon as a row holds something to print.
  if (emptyAttempts > 0 && hasPrintableItems(state.items)) setEmptyAttempts(0);
  const mode = actions.save ? 'dashboard' : 'public';
  const { ClientPicker, openInDashboard } = actions;

  const dispatch = useCallback(
    (action: BuilderAction) => {
      if (!used.current && action.type !== 'setType') {
        used.current = true;
        trackEvent(AnalyticsEvent.FormUsage, { document_type: state.documentType, mode });
      }
      rawDispatch(action);
    },
    [state.documentType, mode],
  );
  const pickClient = (client: PickedClient | null) =>
    dispatch({
      type: 'setReceiver',
      value: client?.receiverInfo ?? '',
      clientId: client?.id ?? null,
      buyer: client?.buyer ?? EMPTY_PARTY,
      // A pick takes the client's language (the owner's default without one); 'Clear' keeps the choice.
      ...(client ? { language: client.language ?? '' } : {}),
    });

  const { items, discountPercentage, taxRate, taxes, pricesIncludeTax, currency } = state;
  const totals = useMemo(
    () =>
      calculateTotals(
        totalsInputOf({ items, discountPercentage, taxRate, taxes, pricesIncludeTax, currency }),
      ),
    [items, discountPercentage, taxRate, taxes, pricesIncludeTax, currency],
  );

  return (
    <div className="builder">
      <BuilderHeader
        type={state.documentType}
        editing={opened !== undefined}
        title={title}
        // 'Free · No signup required' is not what a signed-in, paying user has here.
        tagline={mode === 'public' && !openInDashboard}
        titleLevel={mode === 'public' ? 1 : 2}
        extra={headerExtra}
        onTypeChange={(value) => dispatch({ type: 'setType', value })}
      />
      {aside}
      {openInDashboard && (
        <OpenInDashboardNotice
          onOpen={() => openInDashboard({ ...carriedFormOf(state), logo: null }, state.logo)}
        />
      )}

      <section className="builder-basic" aria-label="Basic information">
        <PartyCard
          id="doc-sender"
          title="From"
          label="Your business details"
          placeholder={'Your business name\nAddress\nPhone\nEmail'}
          value={state.senderInfo}
          onChange={(value) => dispatch({ type: 'setText', field: 'senderInfo', value })}
          extra={
            <LogoUpload
              file={state.logo}
              maxBytes={logoMaxBytes}
              onChange={(file) => dispatch({ type: 'setLogo', file })}
            />
          }
        />
        <PartyCard
          id="doc-receiver"
          title={receiverLabel(state.documentType)}
          label="Client details"
          placeholder={'Client name\nAddress\nPhone\nEmail'}
          value={state.receiverInfo}
          readOnly={state.clientId !== null}
          // Typing by hand drops the picked client.
          onChange={(value) => dispatch({ type: 'setReceiver', value, clientId: null })}
          extra={ClientPicker && <ClientPicker selectedId={state.clientId} onPick={pickClient} />}
        />
        <DetailsCard state={state} dispatch={dispatch} />
      </section>

      <MoreDetails state={state} dispatch={dispatch} focusRequest={focusRequest} />

      <ItemsTable
        items={state.items}
        columns={state.columns}
        lineColumns={state.lineColumns}
        taxes={state.taxes}
        currency={state.currency}
        lines={totals.lines}
        emptyAttempts={emptyAttempts}
        dispatch={dispatch}
      />

      <div className="builder-bottom">
        <Card title="Notes" className="builder-card builder-bottom__notes" size="small">
          <Form layout="vertical" component="div">
            <Form.Item label="Notes or terms" htmlFor="doc-notes" style={{ marginBottom: 8 }}>
              <Input.TextArea
                id="doc-notes"
                showCount
                maxLength={NOTES_MAX_LENGTH}
                autoSize={{ minRows: 4, maxRows: 10 }}
                // The height before autoSize has measured: the prerendered page's first paint.
                rows={4}
                placeholder="Thank you for your business! Payment details, terms…"
                value={state.notes}
                onChange={(event) => dispatch({ type: 'setText', field: 'notes', value: event.target.value })}
              />
            </Form.Item>
          </Form>
        </Card>
        <div className="builder-bottom__side">
          <TotalsCard
            type={state.documentType}
            currency={state.currency}
            discountPercentage={state.discountPercentage}
            taxRate={state.taxRate}
            taxes={state.taxes}
            defaultTaxId={state.defaultTaxId}
            pricesIncludeTax={state.pricesIncludeTax}
            totals={totals}
            dispatch={dispatch}
          />
          <GeneratePanel
            state={state}
            dispatch={dispatch}
            actions={actions}
            onNothingToPrint={() => setEmptyAttempts((attempts) => attempts + 1)}
            payable={Number(totals.total) > 0}
            onFocusField={(field) => setFocusRequest({ target: fieldTargetOf(field), at: Date.now() })}
          />
        </div>
        {actions.feedback && (
          <div className="builder-bottom__feedback">
            <FeedbackBox />
          </div>
        )}
      </div>
      <PdfPreviewPane document={toPdfRequest(state)} logo={state.logo} />
    </div>
  );
}
