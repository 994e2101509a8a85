/**
 * The spec's status colours: one place for every list and chip that shows a status. Amber and green
 * are the theme's warning and success colours, darkened to read at AA; antd's gold and green presets
 * read at 2.8:1 and 3.4:1 on their own tints.
 */
const STATUS_COLORS: Record<string, string> = {
  draft: 'warning',
  expired: 'warning',
  sent: 'blue',
  viewed: 'geekblue',
  // Its own colour (the issue): money has come in, but not all of it. The theme darkens cyan's text.
  partially_paid: 'cyan',
  paid: 'success',
  accepted: 'success',
  completed: 'success',
  overdue: 'red',
  rejected: 'red',
};

/** A missing status is shown and treated as draft; anything unlisted (cancelled, pending) is grey. */
export function statusColor(status: string | null | undefined): string {
  return STATUS_COLORS[status || 'draft'] ?? 'default';
}

/** 'partially_paid' → 'Partially paid': the first letter up, the underscores spaces. */
export function statusLabel(status: string | null | undefined): string {
  const value = (status || 'draft').replace(/_/g, ' ');
  return value.charAt(0).toUpperCase() + value.slice(1);
}
