/** A percent as typed, without the zeros a form may add ('12.50' → '12.5%'); '' when not above 0. */
export function percentLabel(input: string): string {
  const value = input.trim();
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) return '';
  const withoutTrailing = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  return `${withoutTrailing.replace(/^0+(?=\d)/, '')}%`;
}
