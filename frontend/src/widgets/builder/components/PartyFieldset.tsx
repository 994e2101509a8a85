import { MAX_ADDRESS_LINES, partySchema } from '@paydraft/invoice-core';
import { Form, Input } from 'antd';
import type { BuilderAction } from '../model/builderState';
import type { PartyFields } from '../model/moneyFields';
import { CountrySelect } from '../../../shared/country/CountrySelect';
import { useFieldProblems } from './useFieldProblems';

type Who = 'seller' | 'buyer';

type PartyFieldsetProps = {
  who: Who;
  legend: string;
  party: PartyFields;
  dispatch: (action: BuilderAction) => void;
};

type TextKey = Exclude<keyof PartyFields, 'address_lines' | 'country'>;

const TEXT_FIELDS: { key: TextKey; label: string; max: number; type?: string }[] = [
  { key: 'vat_id', label: 'VAT number', max: 30 },
  { key: 'registration_id', label: 'Registration number', max: 50 },
  { key: 'email', label: 'Email', max: 254, type: 'email' },
  { key: 'phone', label: 'Phone', max: 50, type: 'tel' },
];

const SCHEMAS = { seller: partySchema('Seller'), buyer: partySchema('Buyer') };

/**
 * A seller or buyer as an e-invoice needs it: name, up to 3 address lines, postal code, city, region,
 * country, VAT and registration numbers, email and phone. invoice-core's messages show under the
 * field once it has been left.
 */
export function PartyFieldset({ who, legend, party, dispatch }: PartyFieldsetProps) {
  const { problemOf, touch } = useFieldProblems(SCHEMAS[who], party);
  const set = (patch: Partial<PartyFields>) => dispatch({ type: 'setParty', who, patch });
  // One more address line appears once the last one shown is used.
  const shownLines = Math.min(MAX_ADDRESS_LINES, Math.max(1, party.address_lines.length + 1));
  const setLine = (index: number, value: string) => {
    const lines = [...party.address_lines];
    lines[index] = value;
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    set({ address_lines: lines });
  };
  const item = (key: string, label: string) => {
    const problem = problemOf(key);
    return {
      label,
      htmlFor: `${who}-${key}`,
      validateStatus: problem ? ('error' as const) : undefined,
      help: problem && <span id={`${who}-${key}-help`}>{problem}</span>,
    };
  };
  const described = (key: string) =>
    problemOf(key) ? { 'aria-invalid': true, 'aria-describedby': `${who}-${key}-help` } : {};
  const text = (key: TextKey, max: number, type?: string) => (
    <Input
      id={`${who}-${key}`}
      type={type}
      maxLength={max}
      value={party[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      onBlur={() => touch(key)}
      {...described(key)}
    />
  );

  return (
    <fieldset className="more-details__group" aria-label={legend}>
      <legend>{legend}</legend>
      <Form layout="vertical" component="div" className="more-details__fields">
        <Form.Item {...item('name', 'Name')} className="more-details__wide">
          {text('name', 200)}
        </Form.Item>
        {Array.from({ length: shownLines }, (_, index) => (
          <Form.Item
            key={index}
            {...item(`address_lines.${index}`, `Address line ${index + 1}`)}
            className="more-details__wide"
          >
            <Input
              id={`${who}-address_lines.${index}`}
              maxLength={200}
              value={party.address_lines[index] ?? ''}
              onChange={(event) => setLine(index, event.target.value)}
              onBlur={() => touch(`address_lines.${index}`)}
              {...described(`address_lines.${index}`)}
            />
          </Form.Item>
        ))}
        <Form.Item {...item('postal_code', 'Postal code')}>{text('postal_code', 20)}</Form.Item>
        <Form.Item {...item('city', 'City')}>{text('city', 100)}</Form.Item>
        <Form.Item {...item('region', 'Region')}>{text('region', 100)}</Form.Item>
        <Form.Item {...item('country', 'Country')}>
          <CountrySelect
            id={`${who}-country`}
            value={party.country}
            status={problemOf('country') ? 'error' : undefined}
            onChange={(country) => set({ country })}
            onBlur={() => touch('country')}
          />
        </Form.Item>
        {TEXT_FIELDS.map(({ key, label, max, type }) => (
          <Form.Item
            key={key}
            {...item(key, label)}
            className={key.endsWith('_id') ? 'more-details__number' : undefined}
          >
            {text(key, max, type)}
          </Form.Item>
        ))}
      </Form>
    </fieldset>
  );
}
