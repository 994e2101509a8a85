/**
 * The unit a line's quantity is counted in (BT-130), as UN/ECE Recommendation 20 codes: the few
 * units people type into an invoice; anything else is counted in pieces ('C62', one).
 */
const UNIT_CODES: Record<string, string> = {
  h: 'HUR',
  hr: 'HUR',
  hrs: 'HUR',
  hour: 'HUR',
  hours: 'HUR',
  std: 'HUR',
  min: 'MIN',
  minute: 'MIN',
  minutes: 'MIN',
  d: 'DAY',
  day: 'DAY',
  days: 'DAY',
  tag: 'DAY',
  tage: 'DAY',
  week: 'WEE',
  weeks: 'WEE',
  month: 'MON',
  months: 'MON',
  kg: 'KGM',
  g: 'GRM',
  m: 'MTR',
  km: 'KMT',
  l: 'LTR',
  m2: 'MTK',
  'm²': 'MTK',
};

export const DEFAULT_UNIT_CODE = 'C62';

export function unitCode(unit: string): string {
  return UNIT_CODES[unit.trim().toLowerCase().replace(/\.$/, '')] ?? DEFAULT_UNIT_CODE;
}
