import { Select } from 'antd';
import { useMemo } from 'react';

/** Every zone this browser knows (UTC first when the list lacks it). */
export function timeZoneOptions(): string[] {
  const zones = Intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** This browser's zone, the last fallback of a default. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type Props = {
  id?: string;
  value?: string;
  onChange?: (zone: string) => void;
  /** What an empty value means ('Not set (UTC)'); without it the field always holds a zone. */
  emptyLabel?: string;
  'aria-label'?: string;
};

/** A searchable select of IANA time zones; antd's Form.Item passes value and onChange. */
export function TimeZoneSelect({ id, value, onChange, emptyLabel, 'aria-label': ariaLabel }: Props) {
  const options = useMemo(
    () => [
      ...(emptyLabel === undefined ? [] : [{ value: '', label: emptyLabel }]),
      ...timeZoneOptions().map((zone) => ({ value: zone, label: zone })),
    ],
    [emptyLabel],
  );
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch
      value={value ?? ''}
      options={options}
      onChange={(zone) => onChange?.(zone)}
    />
  );
}
