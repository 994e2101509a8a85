import { Alert } from 'antd';

/** The demo overview's dismissible note on what happens to what the visitor types. */
export function DemoPrivacyNotice() {
  return (
    <Alert
      type="success"
      showIcon
      closable={{ 'aria-label': 'Dismiss privacy notice' }}
      title="Your privacy"
      description="This demo runs on sample data in your browser. Nothing you type here is stored or sent anywhere."
    />
  );
}
