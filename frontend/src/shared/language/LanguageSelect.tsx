import { LANGUAGE_TAGS, languageName, type LanguageTag } from '@paydraft/i18n';
import { Select } from 'antd';
import { useMemo } from 'react';

/**
 * A language as a picker lists it: its name in itself, then in English, so an owner finds the client's
 * language whichever they know ('Deutsch (Schweiz) — German (Switzerland)').
 */
export function languageLabel(tag: LanguageTag): string {
  const own = languageName(tag);
  const english = languageName(tag, 'en');
  return own === english ? own : `${own} — ${english}`;
}

type Option = { value: string; label: string };

/** The supported document languages as options, with '' first when `emptyLabel` names what none means. */
export function languageOptions(emptyLabel?: string): Option[] {
  const languages = LANGUAGE_TAGS.map((tag) => ({ value: tag, label: languageLabel(tag) }));
  return emptyLabel === undefined ? languages : [{ value: '', label: emptyLabel }, ...languages];
}

/** Typing finds a language by either of its names or its tag ('deutsch', 'german', 'de-ch'). */
const matches = (input: string, option?: Option) => {
  const typed = input.trim().toLowerCase();
  return Boolean(option && `${option.label} ${option.value}`.toLowerCase().includes(typed));
};

type Props = {
  id?: string;
  value?: string;
  onChange?: (language: string) => void;
  /** What an empty value means ('Same as my default'); without it the field always holds a language. */
  emptyLabel?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

/** A searchable, keyboard-usable select of the document languages; antd's Form.Item passes value and onChange. */
export function LanguageSelect({ id, value, onChange, emptyLabel, ...rest }: Props) {
  const options = useMemo(() => languageOptions(emptyLabel), [emptyLabel]);
  return (
    <Select<string, Option>
      id={id}
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
      showSearch
      filterOption={matches}
      value={value ?? ''}
      options={options}
      popupMatchSelectWidth={false}
      onChange={(language) => onChange?.(language)}
    />
  );
}
