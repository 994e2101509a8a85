import { Card, Collapse, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { DateField } from '../../../shared/components/DateField';
import type { FocusRequest } from '../hooks/useFocusRequest';
import type { BuilderAction, BuilderState } from '../model/builderState';
import { isFilled } from '../model/moneyFields';
import { PartyFieldset } from './PartyFieldset';
import { PaymentFieldset } from './PaymentFieldset';

type MoreDetailsProps = {
  state: Pick<BuilderState, 'seller' | 'buyer' | 'payment' | 'buyerReference' | 'deliveryDate'>;
  dispatch: (action: BuilderAction) => void;
  /** A field to take the user to: opens the section when the field lives here. */
  focusRequest?: FocusRequest;
};

const isUsed = (state: MoreDetailsProps['state']): boolean =>
  isFilled(state.seller) ||
  isFilled(state.buyer) ||
  isFilled(state.payment) ||
  state.buyerReference !== '' ||
  state.deliveryDate !== '';

/**
 * 'More details': the structured seller and buyer (VAT numbers, country), the bank details, the
 * buyer's reference and the delivery date. Folded away until used, so the simple form stays simple.
 */
export function MoreDetails({ state, dispatch, focusRequest }: MoreDetailsProps) {
  const [open, setOpen] = useState(() => isUsed(state));
  // A new request for a field in here opens the section (React's 'adjust state on a prop change').
  const [seenRequest, setSeenRequest] = useState(focusRequest);
  if (focusRequest !== seenRequest) {
    setSeenRequest(focusRequest);
    if (focusRequest?.target.inMoreDetails) setOpen(true);
  }
  const details = (
    <div className="more-details">
      <PartyFieldset who="seller" legend="Seller (you)" party={state.seller} dispatch={dispatch} />
      <PartyFieldset who="buyer" legend="Buyer (client)" party={state.buyer} dispatch={dispatch} />
      <div className="more-details__column">
        <PaymentFieldset payment={state.payment} dispatch={dispatch} />
        <fieldset className="more-details__group" aria-label="References">
          <legend>References</legend>
          <Form layout="vertical" component="div">
            <Form.Item
              label="Buyer reference"
              htmlFor="doc-buyer-reference"
              extra="Such as an XRechnung Leitweg-ID"
            >
              <Input
                id="doc-buyer-reference"
                maxLength={100}
                value={state.buyerReference}
                onChange={(event) =>
                  dispatch({ type: 'setText', field: 'buyerReference', value: event.target.value })
                }
              />
            </Form.Item>
            <DateField
              id="doc-delivery-date"
              label="Delivery date"
              value={state.deliveryDate}
              onChange={(value) => dispatch({ type: 'setDate', field: 'deliveryDate', value })}
            />
          </Form>
        </fieldset>
      </div>
    </div>
  );
  return (
    <Card className="builder-card builder-more" size="small">
      <Collapse
        ghost
        activeKey={open ? ['more'] : []}
        onChange={(keys) => setOpen(keys.includes('more'))}
        items={[
          {
            key: 'more',
            label: (
              <span>
                More details{' '}
                <Typography.Text type="secondary">· VAT numbers, addresses, bank details</Typography.Text>
              </span>
            ),
            children: details,
          },
        ]}
      />
    </Card>
  );
}
