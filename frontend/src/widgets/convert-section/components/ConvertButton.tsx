import { SwapOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useId } from 'react';
import type { HistoryDocument } from '../../../entities/document';
import { isConverted } from '../model/quotes';

type Props = { quote: HistoryDocument; onConvert: (quote: HistoryDocument) => void; block?: boolean };

export const ALREADY_CONVERTED = 'Already converted';

/** Convert, or a disabled Convert that says why for a quote already converted. */
export function ConvertButton({ quote, onConvert, block = false }: Props) {
  const reasonId = useId();
  const number = quote.document_number;
  if (isConverted(quote)) {
    return (
      <>
        <Tooltip title={ALREADY_CONVERTED}>
          {/* A disabled button gets no pointer events, so the wrapper shows the tooltip on hover. */}
          <span style={{ display: block ? 'block' : 'inline-block', cursor: 'not-allowed' }}>
            <Button
              icon={<SwapOutlined aria-hidden />}
              disabled
              block={block}
              aria-label={`Convert ${number}`}
              aria-describedby={reasonId}
              style={{ pointerEvents: 'none' }}
            >
              Convert
            </Button>
          </span>
        </Tooltip>
        <span id={reasonId} hidden>
          {ALREADY_CONVERTED}
        </span>
      </>
    );
  }
  return (
    <Button
      type="primary"
      icon={<SwapOutlined aria-hidden />}
      block={block}
      aria-label={`Convert ${number}`}
      onClick={() => onConvert(quote)}
    >
      Convert
    </Button>
  );
}
