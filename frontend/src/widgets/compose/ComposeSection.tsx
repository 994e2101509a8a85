import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Compose } from './components/Compose';
import {
  composeRequestOf,
  CONSUMED_STATE,
  isConsumedState,
  NEW_INVOICE,
  type ComposeRequest,
} from './composeLocationState';
import { useSectionHref } from '../../shared/dashboard-links/dashboardBase';

/**
 * The dashboard's 'Invoice / Quote' section. The request comes from the navigation state (see
 * composeLocationState.ts): read once, then replaced in the history entry so a reload does not open
 * stale data; a later navigation here without one starts a new document.
 */
export function ComposeSection() {
  const location = useLocation();
  const navigate = useNavigate();
  const sectionHref = useSectionHref();
  const [opened, setOpened] = useState<{ seq: number; request: ComposeRequest }>(() => ({
    seq: 0,
    request: composeRequestOf(location.state) ?? NEW_INVOICE,
  }));
  const seenKey = useRef(location.key);

  useEffect(() => {
    const incoming = composeRequestOf(location.state);
    if (incoming) {
      if (seenKey.current !== location.key)
        setOpened((current) => ({ seq: current.seq + 1, request: incoming }));
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: CONSUMED_STATE });
    } else if (seenKey.current !== location.key && !isConsumedState(location.state)) {
      // 'New Invoice / Quote' again while here: a new document.
      setOpened((current) => ({ seq: current.seq + 1, request: NEW_INVOICE }));
    }
    seenKey.current = location.key;
  }, [location.key, location.state, location.pathname, location.search, navigate]);

  const { request } = opened;
  const back =
    request.kind === 'edit' ? (
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(sectionHref('history'))}>
        Back to History
      </Button>
    ) : request.kind === 'convert' ? (
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(sectionHref('convert'))}>
        Back to Quotes
      </Button>
    ) : undefined;

  return <Compose key={opened.seq} request={request} headerExtra={back} />;
}
