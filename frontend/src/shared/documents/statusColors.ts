/** The spec's status colours (antd tag presets): one place for every list and chip that shows a status. */
const STATUS_COLORS: Record<string, string> = {
  draft: 'gold',
  expired: 'gold',
  sent: 'blue',
  viewed: 'geekblue',
  paid: 'green',
  accepted: 'green',
  completed: 'green',
  overdue: 'red',
  rejected: 'red',
};

/** A missing status is shown and treated as draft; anything unlisted (cancelled, pending) is grey. */
export function statusColor(status: string | null | undefined): string {
  return STATUS_COLORS[status || 'draft'] ?? 'default';
}

export function statusLabel(status: string | null | undefined): string {
  const value = status || 'draft';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
