import { calculateTotals, receiverLabel } from '@paydraft/invoice-core';
import { Card, Form, Input } from 'antd';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { AnalyticsEvent, trackEvent } from '../analytics/analytics';
import { useFreeLimit } from '../hooks/useFreeLimit';
import {
  builderReducer,
  hasPrintableItems,
  initialBuilderState,
  NOTES_MAX_LENGTH,
  type BuilderAction,
  type DocumentType,
} from '../model/builderState';
import { BuilderHeader } from './BuilderHeader';
import { DetailsCard } from './DetailsCard';
import { FeedbackBox } from './FeedbackBox';
import { GeneratePanel } from './GeneratePanel';
import { ItemsTable } from './ItemsTable';
import { LogoUpload } from './LogoUpload';
import { PartyCard } from './PartyCard';
import { TotalsCard } from './TotalsCard';
import './DocumentBuilder.css';

/**
 * How a page uses the builder. The public generator is 'public'; the dashboard will add 'dashboard'
 * with edit mode, the client picker, drafts and preferences.
 */
export type BuilderConfig = {
  mode: 'public';
  initialType?: DocumentType;
  /** Logo size limit in bytes; 5 MB by default (spec). */
  logoMaxBytes?: number;
};

type DocumentBuilderProps = { config: BuilderConfig };

/** The invoice and quote builder: basic information, items, totals, notes and the generate panel. */
export function DocumentBuilder({ config }: DocumentBuilderProps) {
  const [state, rawDispatch] = useReducer(builderReducer, config.initialType, initialBuilderState);
  const freeLimit = useFreeLimit();
  const used = useRef(false);
  const [emptyAttempts, setEmptyAttempts] = useState(0);
  // The message about missing items goes as soon as a row holds something to print.
  if (emptyAttempts > 0 && hasPrintableItems(state.items)) setEmptyAttempts(0);

  const dispatch = useCallback(
    (action: BuilderAction) => {
      if (!used.current && action.type !== 'setType') {
        used.current = true;
        trackEvent(AnalyticsEvent.FormUsage, { document_type: state.type, mode: config.mode });
      }
      rawDispatch(action);
    },
    [state.type, config.mode],
  );

  const totals = useMemo(
    () =>
      calculateTotals({
        items: state.items,
        discountPct: state.discountPct,
        taxRatePct: state.taxRatePct,
        currency: state.currency,
      }),
    [state.items, state.discountPct, state.taxRatePct, state.currency],
  );

  return (
    <div className="builder">
      <BuilderHeader type={state.type} onTypeChange={(value) => dispatch({ type: 'setType', value })} />

      <section className="builder-basic" aria-label="Basic information">
        <PartyCard
          id="doc-sender"
          title="From"
          label="Your business details"
          placeholder={'Your business name\nAddress\nPhone\nEmail'}
          value={state.sender}
          onChange={(value) => dispatch({ type: 'setText', field: 'sender', value })}
          extra={
            <LogoUpload
              file={state.logo}
              maxBytes={config.logoMaxBytes}
              onChange={(file) => dispatch({ type: 'setLogo', file })}
            />
          }
        />
        <PartyCard
          id="doc-receiver"
          title={receiverLabel(state.type)}
          label="Client details"
          placeholder={'Client name\nAddress\nPhone\nEmail'}
          value={state.receiver}
          onChange={(value) => dispatch({ type: 'setText', field: 'receiver', value })}
        />
        <DetailsCard state={state} dispatch={dispatch} />
      </section>

      <ItemsTable
        items={state.items}
        columns={state.columns}
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
                placeholder="Thank you for your business! Payment details, terms…"
                value={state.notes}
                onChange={(event) => dispatch({ type: 'setText', field: 'notes', value: event.target.value })}
              />
            </Form.Item>
          </Form>
        </Card>
        <div className="builder-bottom__side">
          <TotalsCard
            type={state.type}
            currency={state.currency}
            discountPct={state.discountPct}
            taxRatePct={state.taxRatePct}
            totals={totals}
            dispatch={dispatch}
          />
          <GeneratePanel
            state={state}
            freeLimit={config.mode === 'public' ? freeLimit : null}
            onNothingToPrint={() => setEmptyAttempts((attempts) => attempts + 1)}
          />
        </div>
        <div className="builder-bottom__feedback">
          <FeedbackBox />
        </div>
      </div>
    </div>
  );
}
