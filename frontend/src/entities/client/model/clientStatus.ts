/** The statuses a page may pick; sample data also shows 'prospect'. */
export const CLIENT_STATUSES = ['active', 'inactive', 'archived'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number] | 'prospect';

export const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  inactive: 'Inactive',
  archived: 'Archived',
  prospect: 'Prospect',
};

/** Active green, inactive amber, others grey (antd Tag colours). */
export function clientStatusColor(status: string): 'success' | 'warning' | 'default' {
  if (status === 'active') return 'success';
  if (status === 'inactive') return 'warning';
  return 'default';
}

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;
