import { Alert } from 'antd';
import { useDismissed } from '../hooks/useDismissed';

export const CONVERT_TIP_STORAGE_KEY = 'paydraft.convertTip';

/** How converting works, until the user closes it; closed stays closed on this browser. */
export function ConvertTip() {
  const [dismissed, dismiss] = useDismissed(CONVERT_TIP_STORAGE_KEY);
  if (dismissed) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="How converting works"
      description="Convert opens the invoice form pre-filled from the quote. Review it and save: the invoice is created and the quote is marked completed."
      closable={{ onClose: dismiss, 'aria-label': 'Dismiss tip' }}
    />
  );
}
