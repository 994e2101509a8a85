/** Documents a free (signed-out or unpaid) user may generate per calendar day. */
export const FREE_DAILY_LIMIT = 3;
