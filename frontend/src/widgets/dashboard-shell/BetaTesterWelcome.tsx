import { GiftOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The query that opens the dialog (a query message of beta_tester_success). */
const MESSAGE_PARAM = 'message';
const BETA_TESTER_SUCCESS = 'beta_tester_success';

/** 'Welcome to Beta Testing', once: the query that asked for it is dropped, so a reload does not repeat it. */
export function BetaTesterWelcome() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(MESSAGE_PARAM) === BETA_TESTER_SUCCESS;
  const [open, setOpen] = useState(asked);
  // The one action of the dialog gets the focus, rather than its close button.
  const getStarted = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!asked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MESSAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);

  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      onCancel={close}
      afterOpenChange={(visible) => visible && getStarted.current?.focus()}
      title={
        <span>
          <GiftOutlined aria-hidden="true" /> Welcome to Beta Testing
        </span>
      }
      footer={
        <Button type="primary" onClick={close} ref={getStarted}>
          Get Started
        </Button>
      }
    >
      <Typography.Paragraph>
        Thank you for joining our beta. Your account has lifetime access to all features.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Found a bug or have an idea? Tell us through Contact Us in the menu.
      </Typography.Paragraph>
    </Modal>
  );
}
