import { Form, Input } from 'antd';
import { DateField } from '../../../shared/components/DateField';
import type { BuilderAction, BuilderState } from '../model/builderState';
import { PartyFieldset } from './PartyFieldset';
import { PaymentFieldset } from './PaymentFieldset';

type MoreDetailsFieldsProps = {
  state: Pick<BuilderState, 'seller' | 'buyer' | 'payment' | 'buyerReference' | 'deliveryDate'>;
  dispatch: (action: BuilderAction) => void;
};

/** The fields of 'More details': the seller and buyer, the bank details and the references. */
export function MoreDetailsFields({ state, dispatch }: MoreDetailsFieldsProps) {
  return (
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
}
