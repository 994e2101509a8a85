import { SendOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useShowFailure } from '../../../shared/feedback/actionFailureContext';
import { errorMessage, useSendFeedbackMutation } from '../api/builderApi';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

/** Anonymous feedback to the team (mailer, category 'feedback'); the text must not be empty. */
export function FeedbackBox() {
  const { message } = useFeedback();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const showFailure = useShowFailure();
  const [sendFeedback, { isLoading }] = useSendFeedbackMutation();
  const empty = text.trim() === '';

  const send = async () => {
    setTouched(true);
    if (empty) return;
    const result = await sendFeedback({ message: text.trim() });
    if ('error' in result) {
      showFailure({
        action: 'Feedback',
        message: `Failed to send feedback: ${errorMessage(result.error, 'Something went wrong. Please try again.')}`,
      });
      return;
    }
    setText('');
    setTouched(false);
    message.success('Thank you! Your feedback has been sent.');
  };

  return (
    <Card title="Feedback" className="builder-card" size="small">
      <Typography.Paragraph type="secondary">
        Missing something or found a bug? Tell us anonymously.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label="Your feedback"
          htmlFor="builder-feedback"
          validateStatus={touched && empty ? 'error' : undefined}
          help={touched && empty ? 'Please write your feedback first' : undefined}
        >
          <Input.TextArea
            id="builder-feedback"
            value={text}
            maxLength={2000}
            autoSize={{ minRows: 3, maxRows: 8 }}
            // The height before autoSize has measured: the prerendered page's first paint.
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Item>
      </Form>
      <Button icon={<SendOutlined />} loading={isLoading} onClick={() => void send()}>
        Send feedback
      </Button>
    </Card>
  );
}
