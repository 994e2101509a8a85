import { Button, Modal, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { ActionFailureContext, type ActionFailure } from './actionFailureContext';

/**
 * Shows the failure of any action in one dialog, '<Action> Failed' with its message and OK, so every
 * page words and closes failures alike. A second failure replaces the first: the latest is what the
 * user just did.
 */
export function ActionFailureProvider({ children }: { children: ReactNode }) {
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  // Kept while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<ActionFailure | null>(null);
  const show = useCallback((next: ActionFailure) => {
    setFailure(next);
    setShown(next);
  }, []);
  const close = () => setFailure(null);

  return (
    <ActionFailureContext.Provider value={show}>
      {children}
      <Modal
        open={failure !== null}
        title={shown ? `${shown.action} Failed` : ''}
        onCancel={close}
        afterClose={() => setShown(null)}
        footer={
          <Button type="primary" onClick={close}>
            OK
          </Button>
        }
      >
        <Typography.Paragraph style={{ marginBottom: 0 }}>{shown?.message}</Typography.Paragraph>
      </Modal>
    </ActionFailureContext.Provider>
  );
}
