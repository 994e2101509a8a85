import { Card, Collapse, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { FocusRequest } from '../hooks/useFocusRequest';
import type { BuilderAction, BuilderState } from '../model/builderState';
import { isFilled } from '../model/moneyFields';

// Loaded when the section first opens: the parties' and bank details' checks (zod, VAT numbers, IBANs)
// and the country list are then not part of the builder's first load, where the section is folded.
const MoreDetailsFields = lazy(() =>
  import('./MoreDetailsFields').then((module) => ({ default: module.MoreDetailsFields })),
);

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
            children: (
              <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
                <MoreDetailsFields state={state} dispatch={dispatch} />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}
