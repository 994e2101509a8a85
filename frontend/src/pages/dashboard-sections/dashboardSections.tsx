import {
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileAddOutlined,
  HistoryOutlined,
  SettingOutlined,
  SwapOutlined,
  SyncOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { lazySection as section, type SectionRegistry } from '../../widgets/dashboard-shell';

/** Every section of /dashboard. Replacing a placeholder is one line here and its own file. */
export const DASHBOARD_SECTIONS: SectionRegistry = {
  overview: {
    title: 'Overview',
    description: 'Your business at a glance',
    icon: <DashboardOutlined />,
    Component: section(() => import('../../widgets/overview-section').then((m) => m.OverviewSection)),
  },
  create: {
    title: 'Invoice / Quote',
    description: 'Create a new document',
    icon: <FileAddOutlined />,
    Component: section(() => import('../../widgets/compose').then((m) => m.ComposeSection)),
  },
  history: {
    title: 'Past Documents',
    description: 'Browse, send and edit',
    icon: <HistoryOutlined />,
    Component: section(() => import('../../widgets/history-section').then((m) => m.HistorySection)),
  },
  recurring: {
    title: 'Recurring',
    description: 'Invoices made on a schedule',
    icon: <SyncOutlined />,
    Component: section(() => import('../../widgets/recurring-section').then((m) => m.RecurringSection)),
  },
  convert: {
    title: 'Convert Quotes',
    description: 'Turn quotes into invoices',
    icon: <SwapOutlined />,
    Component: section(() => import('../../widgets/convert-section').then((m) => m.ConvertSection)),
  },
  clients: {
    title: 'Client Management',
    description: 'Your client list',
    icon: <TeamOutlined />,
    Component: section(() => import('../../widgets/clients').then((m) => m.ClientsSection)),
  },
  preferences: {
    title: 'Form Preferences',
    description: 'Business details and defaults',
    icon: <SettingOutlined />,
    Component: section(() => import('../../widgets/preferences-section').then((m) => m.PreferencesSection)),
  },
  account: {
    title: 'Account',
    description: 'Email, username and password',
    icon: <UserOutlined />,
    Component: section(() => import('../../widgets/account-section').then((m) => m.AccountSection)),
  },
  subscription: {
    title: 'Subscription',
    description: 'Your plan and billing',
    icon: <CreditCardOutlined />,
    Component: section(() => import('../../widgets/subscription-section').then((m) => m.SubscriptionSection)),
  },
  contact: {
    title: 'Contact Us',
    description: 'Questions and feedback',
    icon: <CustomerServiceOutlined />,
    Component: section(() => import('../../widgets/contact-section').then((m) => m.ContactSupportSection)),
  },
};
