import {
  FileAddOutlined,
  HistoryOutlined,
  SettingOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Flex } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useSectionHref } from '../../../shared/dashboard-links/dashboardBase';

const ACTIONS = [
  { section: 'create', label: 'New Invoice / Quote', icon: <FileAddOutlined />, primary: true },
  { section: 'convert', label: 'Convert Quotes', icon: <SwapOutlined /> },
  { section: 'clients', label: 'Manage Clients', icon: <TeamOutlined /> },
  { section: 'history', label: 'View History', icon: <HistoryOutlined /> },
  { section: 'preferences', label: 'Form Preferences', icon: <SettingOutlined /> },
] as const;

/** Shortcuts into the other sections. */
export function QuickActions() {
  const sectionHref = useSectionHref();
  return (
    <Card title="Quick Actions">
      <Flex wrap gap={8}>
        {ACTIONS.map((action) => (
          <ButtonLink
            key={action.section}
            to={sectionHref(action.section)}
            icon={action.icon}
            type={'primary' in action ? 'primary' : 'default'}
          >
            {action.label}
          </ButtonLink>
        ))}
      </Flex>
    </Card>
  );
}
