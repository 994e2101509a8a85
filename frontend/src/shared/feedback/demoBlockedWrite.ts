/**
 * The code the demo dashboard (features/demo) answers every write with. The demo's sign-up prompt
 * already says why nothing happened, so the section that tried the write shows no error of its own.
 */
export const DEMO_BLOCKED_CODE = 'DEMO_WRITE_BLOCKED';

/** True for a write the demo refused: RTK Query's `{ status, data }` error, or what unwrap() threw. */
export function isDemoBlockedWrite(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('data' in error)) return false;
  const { data } = error as { data: unknown };
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === DEMO_BLOCKED_CODE;
}
