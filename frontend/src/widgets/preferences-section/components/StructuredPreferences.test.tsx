import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';
import { apiError, mockApi, type MockRoute } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import type { PreferencesPayload } from '../../../entities/preferences/api/preferencesApi';
import { PreferencesSection } from './PreferencesSection';

const NONE_SAVED = apiError(404, 'No form preferences saved', 'documents.preferences_not_found');

const SAVED: FormPreferences = {
  business_name: 'Ada Studio',
  business_address_lines: ['Torstraße 1', 'Hinterhaus'],
  business_postal_code: '10119',
  business_city: 'Berlin',
  business_region: 'Berlin',
  business_country: 'DE',
  business_vat_id: 'DE136695976',
  business_registration_id: 'HRB 12345',
  payment_iban: 'DE89370400440532013000',
  payment_bic: 'COBADEFFXXX',
  payment_account_name: 'Ada Studio',
  payment_instructions: 'Quote the invoice number',
  taxes: [
    { id: 'vat19', name: 'VAT', rate: '19', category: 'S', compound: false },
    { id: 'vat7', name: 'VAT reduced', rate: '7', category: 'S', compound: false },
  ],
  default_tax_id: 'vat7',
};

function renderSection(routes: Record<string, MockRoute>) {
  // The section also shows whether card payments are on (features/card-payments).
  const api = mockApi({
    'GET /api/stripe/connect': { body: { connected: false, account_id: null, charges_enabled: false } },
    ...routes,
  });
  renderWithProviders(<PreferencesSection />, { store: signedInStore(), detachedStyles: true });
  return api;
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const field = (label: string) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: /Save All Settings/ });
const sentBodies = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST /api/form-preferences').map((call) => JSON.parse(call.body) as PreferencesPayload);
/** The text an antd select shows for its value. */
const shownChoice = (name: string) =>
  screen.getByRole('combobox', { name }).closest('.ant-select')?.textContent ?? '';

describe('Form Preferences: structured address, numbers, bank details and default taxes', () => {
  it('shows the saved address lines, country by name, numbers, bank details and taxes with the default', async () => {
    renderSection({ 'GET /api/form-preferences': { body: { success: true, preferences: SAVED } } });

    expect(await screen.findByLabelText('Address line 1')).toHaveValue('Torstraße 1');
    expect(field('Address line 2')).toHaveValue('Hinterhaus');
    expect(field('Address line 3')).toHaveValue('');
    expect(field('Postal code')).toHaveValue('10119');
    expect(field('City')).toHaveValue('Berlin');
    expect(shownChoice('Country')).toBe('Germany (DE)');
    expect(field('VAT number')).toHaveValue('DE136695976');
    expect(field('Registration number')).toHaveValue('HRB 12345');
    expect(field('IBAN')).toHaveValue('DE89370400440532013000');
    expect(field('BIC')).toHaveValue('COBADEFFXXX');
    expect(field('Account name')).toHaveValue('Ada Studio');
    expect(field('Payment instructions')).toHaveValue('Quote the invoice number');
    expect(field('Tax 1 name')).toHaveValue('VAT');
    expect(field('Tax 1 rate (%)')).toHaveValue('19');
    expect(shownChoice('Tax 1 category')).toBe('Standard rate (S)');
    expect(field('Tax 2 name')).toHaveValue('VAT reduced');
    expect(shownChoice('Default tax for new lines')).toBe('VAT reduced (7%)');
  });

  it('saves what was typed: a searched country, the VAT number, the IBAN and a 19 % default tax', async () => {
    const api = renderSection({
      'GET /api/form-preferences': NONE_SAVED,
      'POST /api/form-preferences': { body: { success: true } },
    });
    const u = user();
    await u.type(await screen.findByLabelText('Address line 1'), 'Torstraße 1');
    await u.type(field('Postal code'), '10119');
    await u.type(field('City'), 'Berlin');
    await u.type(screen.getByRole('combobox', { name: 'Country' }), 'germ');
    await u.click(await screen.findByTitle('Germany (DE)'));
    await u.type(field('VAT number'), 'DE 136 695 976');
    await u.type(field('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await u.click(screen.getByRole('button', { name: /Add Tax/ }));
    // The new tax's name takes the focus.
    expect(field('Tax 1 name')).toHaveFocus();
    await u.keyboard('VAT');
    await u.type(field('Tax 1 rate (%)'), '19');
    await u.click(saveButton());

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(sentBodies(api)[0]).toMatchObject({
      business_address_lines: ['Torstraße 1'],
      business_postal_code: '10119',
      business_city: 'Berlin',
      business_country: 'DE',
      business_vat_id: 'DE 136 695 976',
      payment_iban: 'DE89 3704 0044 0532 0130 00',
      taxes: [{ id: 'tax-1', name: 'VAT', rate: '19', category: 'S', compound: false }],
      default_tax_id: 'tax-1',
    });
  });

  it("shows invoice-core's message under a bad IBAN, BIC or VAT number and sends nothing", async () => {
    const api = renderSection({
      'GET /api/form-preferences': NONE_SAVED,
      'POST /api/form-preferences': { body: { success: true } },
    });
    const u = user();
    await u.type(await screen.findByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 01');
    await u.type(field('BIC'), 'COBA');
    await u.type(field('VAT number'), 'DE123');
    await u.click(saveButton());

    expect(
      await screen.findByText('IBAN is not valid: check the country code, length and check digits'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('BIC must be 8 or 11 letters and digits, such as COBADEFFXXX'),
    ).toBeInTheDocument();
    expect(screen.getByText('VAT number is not a valid VAT number for its country')).toBeInTheDocument();
    expect(api.callsTo('POST /api/form-preferences')).toHaveLength(0);
  });

  it('refuses a rate for a category without VAT, names categories readably, and allows 5 taxes', async () => {
    const api = renderSection({
      'GET /api/form-preferences': NONE_SAVED,
      'POST /api/form-preferences': { body: { success: true } },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: /Add Tax/ }));
    await u.type(field('Tax 1 rate (%)'), '7');
    await u.click(screen.getByRole('combobox', { name: 'Tax 1 category' }));
    await u.click(await screen.findByTitle('Exempt (E)'));
    await u.click(saveButton());
    expect(
      await screen.findByText('A tax of category E (Exempt) must have a rate of 0%'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/form-preferences')).toHaveLength(0);

    for (let count = 1; count < 5; count += 1) await u.click(screen.getByRole('button', { name: /Add Tax/ }));
    expect(screen.getByRole('button', { name: /Add Tax \(Max 5\)/ })).toBeDisabled();
    expect(screen.getByText('A document may have at most 5 taxes')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove tax 1' }));
    expect(screen.getByRole('button', { name: /Add Tax/ })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: /Add Tax/ })).toHaveFocus());
    expect(within(screen.getByRole('list', { name: 'Default taxes' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
  });
});
