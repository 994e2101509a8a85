import { SaveOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';

/** The fixed bottom bar: 'Save All Settings' ('Saving...' while busy) and the reminder to save. */
export function SaveBar({ saving, waitingForLogo }: { saving: boolean; waitingForLogo: boolean }) {
  return (
    <div className="preferences-savebar">
      <div className="preferences-savebar__inner">
        <Typography.Text type="secondary" className="preferences-savebar__hint">
          {waitingForLogo ? 'Uploading the logo…' : "Don't forget to save your changes"}
        </Typography.Text>
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={saving}
          // Saving now would store the logo as it was before this upload.
          disabled={waitingForLogo}
        >
          {saving ? 'Saving...' : 'Save All Settings'}
        </Button>
      </div>
    </div>
  );
}
