import { SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useShowFailure } from '../../../shared/feedback/actionFailureContext';
import { useOpenedOnce } from '../../../shared/hooks/useOpenedOnce';

// Loaded on the first save: antd's Result is in no other part of the builder's first load.
const DraftSavedDialog = lazy(() =>
  import('./DraftSavedDialog').then((module) => ({ default: module.DraftSavedDialog })),
);

type SaveDraftButtonProps = {
  /** Saves the document as a draft; rejects with the reason to show. */
  save: () => Promise<void>;
  disabled: boolean;
};

/** Dashboard only: idle → saving → 'Draft Saved!', or 'Save draft Failed' with the reason. */
export function SaveDraftButton({ save, disabled }: SaveDraftButtonProps) {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const savedOpened = useOpenedOnce(saved);
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
      {savedOpened && (
        <Suspense fallback={null}>
          <DraftSavedDialog open={saved} onClose={() => setSaved(false)} />
        </Suspense>
      )}
    </>
  );
}
