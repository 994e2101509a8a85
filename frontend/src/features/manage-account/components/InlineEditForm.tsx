import { Button, Input, Space } from 'antd';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { FieldFeedback, type Feedback } from './FieldFeedback';

type InlineEditFormProps = {
  /** What the field is, for screen readers: 'New email address'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  feedback: Feedback | null;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  saveDisabled: boolean;
  type?: 'email' | 'text';
  autoComplete: string;
  maxLength?: number;
};

/** One account field being edited in place: Enter saves, Escape cancels. */
export function InlineEditForm({
  label,
  value,
  onChange,
  feedback,
  onSave,
  onCancel,
  saving,
  saveDisabled,
  type = 'text',
  autoComplete,
  maxLength,
}: InlineEditFormProps) {
  const feedbackId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <form className="inline-edit" onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <Input
        aria-label={label}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        status={feedback?.tone === 'error' ? 'error' : undefined}
        aria-invalid={feedback?.tone === 'error'}
        aria-describedby={feedback ? feedbackId : undefined}
        autoComplete={autoComplete}
        maxLength={maxLength}
        // The editor opens on the user's click, so moving focus into it is what they expect.
        autoFocus
        disabled={saving}
      />
      {feedback && <FieldFeedback id={feedbackId} feedback={feedback} />}
      <Space className="inline-edit__actions">
        <Button type="primary" htmlType="submit" loading={saving} disabled={saveDisabled}>
          Save
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Space>
    </form>
  );
}
