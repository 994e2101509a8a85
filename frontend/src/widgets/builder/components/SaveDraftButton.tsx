import { SaveOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';
import { useState } from 'react';
import { useShowFailure } from '../../../shared/feedback/actionFailureContext';

type SaveDraftButtonProps = {
  /** Saves the document as a draft; rejects with the reason to show. */
  save: () => Promise<void>;
  disabled: boolean;
};

/** Dashboard only: idle → saving → 'Draft Saved!', or 'Save draft Failed' with the reason (spec). */
export function SaveDraftButton({ save, disabled }: SaveDraftButtonProps) {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const showFailure = useShowFailure();

  const saveDraft = async () => {
    setSaving(true);
    try {
      await save();
      setSaved(true);
    } catch (error) {
      const reason = error instanceof Error && error.message !== '' ? error.message : null;
      showFailure({ action: 'Save draft', message: reason ?? 'Failed to save draft' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        size="large"
        block
        icon={<SaveOutlined />}
        loading={saving}
        disabled={disabled}
        onClick={() => void saveDraft()}
      >
        {saving ? 'Saving…' : 'Save Draft'}
      </Button>
      <Modal
        open={saved}
        onCancel={() => setSaved(false)}
        title={null}
        footer={null}
        aria-labelledby="draft-saved-title"
      >
        <Result
          status="success"
          title={<span id="draft-saved-title">Draft Saved!</span>}
          extra={
            <Button type="primary" onClick={() => setSaved(false)}>
              Done
            </Button>
          }
        />
      </Modal>
    </>
  );
}
