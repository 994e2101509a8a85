import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export type FeedbackTone = 'checking' | 'success' | 'error' | 'warning' | 'help';

export type Feedback = { tone: FeedbackTone; text: string };

const ICONS: Record<FeedbackTone, ReactNode> = {
  checking: <LoadingOutlined />,
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  warning: <ExclamationCircleFilled />,
  help: null,
};

type FieldFeedbackProps = { id: string; feedback: Feedback };

/** The line under an inline editor: a rule broken, an availability answer, or the field's hint. */
export function FieldFeedback({ id, feedback }: FieldFeedbackProps) {
  return (
    <div id={id} className={`field-feedback field-feedback--${feedback.tone}`} role="status">
      {ICONS[feedback.tone]}
      <span>{feedback.text}</span>
    </div>
  );
}
