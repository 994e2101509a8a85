/**
 * The server's own wording of a refusal (`{ success: false, error }`), else the spec's fallback
 * ('Failed to change email', ...): the account page shows server text.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  return fallback;
}
