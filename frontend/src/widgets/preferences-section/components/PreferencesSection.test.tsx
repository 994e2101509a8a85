import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';
import { apiError, mockApi, type MockRoute } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore, TEST_TOKEN } from '../../../test/session';
import type { PreferencesPayload } from '../../../entities/preferences/api/preferencesApi';
import { PreferencesSection } from './PreferencesSection';
import { SAVED_SNACKBAR_SECONDS } from './PreferencesForm';

const NONE_SAVED = apiError(404, 'No form preferences saved', 'documents.preferences_not_found');

const SAVED: FormPreferences = {
  business_name: 'Ada Studio',
  business_email: 'hello@ada.example',
  business_address: '1 Loop Road\nLondon',
  business_phone: '+44 20 1234',
  business_website: 'ada.example',
  default_currency: 'EUR',
  tax_rate: '8.25',
  invoice_prefix: 'ADA',
  next_invoice_number: 42,
  invoice_terms: 'Net 14',
  invoice_validity_days: 14,
  invoice_notes: 'Thanks!',
  quote_prefix: 'Q',
  next_quote_number: 7,
  quote_terms: 'Valid two weeks',
  quote_validity_days: 10,
  quote_notes: 'Looking forward',
  logo_url: '/api/upload/logo/u-1.png',
  custom_fields: [{ id: 3, name: 'SKU' }],
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
const field = (label: string | RegExp) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: /Save All Settings/ });
const sentBody = (call: { body: string }) => JSON.parse(call.body) as PreferencesPayload;
/** Waits until `count` saves were sent and the last one's body was read by the mock. */
async function savesSent(api: ReturnType<typeof mockApi>, count: number) {
  await waitFor(() => {
    const saves = api.callsTo('POST /api/form-preferences');
    expect(saves).toHaveLength(count);
    expect(saves[count - 1].body).not.toBe('');
  });
}
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const drop = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('PreferencesSection', () => {
  it("starts from the spec's defaults when nothing is saved yet (404)", async () => {
    const api = renderSection({ 'GET /api/form-preferences': NONE_SAVED });

    expect(await screen.findByLabelText('Invoice prefix')).toHaveValue('INV');
    expect(screen.getByRole('heading', { name: 'Form Settings' })).toBeInTheDocument();
    expect(field('Next invoice number')).toHaveValue('1');
    expect(field('Invoice validity (days)')).toHaveValue('30');
    expect(field('Quote prefix')).toHaveValue('QUO');
    expect(field('Next quote number')).toHaveValue('1');
    expect(field('Quote validity (days)')).toHaveValue('30');
    expect(field('Tax rate (%)')).toHaveValue('0.00');
    expect(screen.getByText('USD ($)')).toBeInTheDocument();
    expect(field('Business name')).toHaveValue('');
    expect(screen.getByText('PNG or JPG, max 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/form-preferences')[0].authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('shows the saved values, the logo and the custom fields', async () => {
    renderSection({ 'GET /api/form-preferences': { body: { success: true, preferences: SAVED } } });

    expect(await screen.findByDisplayValue('Ada Studio')).toBe(field('Business name'));
    expect(field('Email')).toHaveValue('hello@ada.example');
    expect(field('Address')).toHaveValue('1 Loop Road\nLondon');
    expect(field('Phone')).toHaveValue('+44 20 1234');
    expect(field('Website')).toHaveValue('ada.example');
    expect(screen.getByText('EUR (€)')).toBeInTheDocument();
    expect(field('Tax rate (%)')).toHaveValue('8.25');
    expect(field('Invoice prefix')).toHaveValue('ADA');
    expect(field('Next invoice number')).toHaveValue('42');
    expect(field('Default payment terms')).toHaveValue('Net 14');
    expect(field('Invoice validity (days)')).toHaveValue('14');
    expect(field('Quote terms')).toHaveValue('Valid two weeks');
    expect(field('Next quote number')).toHaveValue('7');
    expect(
      screen.getAllByLabelText('Default notes').map((notes) => (notes as HTMLTextAreaElement).value),
    ).toEqual(['Thanks!', 'Looking forward']);
    expect(field('Custom field 1 name')).toHaveValue('SKU');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/api/upload/logo/u-1.png',
    );
    expect(screen.getByRole('button', { name: /Remove logo/ })).toBeInTheDocument();
  });

  it("says 'Failed to fetch preferences' for a refused answer, in a closable alert, and tries again", async () => {
    let answer: MockRoute = { status: 500, body: { success: false, error: 'boom' } };
    renderSection({ 'GET /api/form-preferences': () => answer as never });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch preferences');
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    await user().click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    answer = NONE_SAVED;
    await user().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByLabelText('Business name')).toBeInTheDocument();
  });

  it("says 'Failed to load form settings' when the server cannot be reached", async () => {
    renderSection({ 'GET /api/form-preferences': 'network' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load form settings');
  });

  it('checks the email, the tax rate and the numbers before sending anything', async () => {
    const api = renderSection({ 'GET /api/form-preferences': NONE_SAVED, 'POST /api/form-preferences': {} });
    const u = user();
    await screen.findByLabelText('Business name');

    await u.type(field('Email'), 'not-an-email');
    await u.clear(field('Tax rate (%)'));
    await u.type(field('Tax rate (%)'), '150');
    await u.clear(field('Next invoice number'));
    await u.click(saveButton());

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Tax rate must be between 0 and 100')).toBeInTheDocument();
    expect(screen.getByText('Enter the next invoice number')).toBeInTheDocument();

    await u.clear(field('Tax rate (%)'));
    await u.type(field('Tax rate (%)'), '7.125');
    expect(await screen.findByText('Tax rate can have at most 2 decimal places')).toBeInTheDocument();
    await u.clear(field('Quote validity (days)'));
    await u.type(field('Quote validity (days)'), '2.5');
    expect(
      await screen.findByText('Validity must be a whole number of days, from 0 to 3650'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/form-preferences')).toHaveLength(0);
  });

  it('shows the Quote tab when the problem is there, with the focus on the field', async () => {
    const api = renderSection({ 'GET /api/form-preferences': NONE_SAVED, 'POST /api/form-preferences': {} });
    const u = user();
    await screen.findByLabelText('Business name');
    expect(screen.getByRole('tab', { name: 'Invoice' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.change(field('Quote prefix'), { target: { value: 'Q 1' } });
    await u.click(saveButton());

    expect(await screen.findByText('Use letters, digits, _ or - only')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Quote' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(field('Quote prefix')).toHaveFocus());
    expect(api.callsTo('POST /api/form-preferences')).toHaveLength(0);
  });

  it("allows 2 custom fields: the add button says '(Max 2)', is disabled at the limit, and Clear All empties the list", async () => {
    renderSection({ 'GET /api/form-preferences': NONE_SAVED });
    const u = user();
    const add = await screen.findByRole('button', { name: /Add Custom Field \(Max 2\)/ });

    await u.click(add);
    await waitFor(() => expect(field('Custom field 1 name')).toHaveFocus());
    await u.keyboard('Size');
    await u.click(add);
    expect(field('Custom field 2 name')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(screen.getByText('Maximum 2 custom fields allowed')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Remove custom field 1' }));
    expect(screen.queryByLabelText('Custom field 2 name')).not.toBeInTheDocument();
    expect(add).toBeEnabled();
    await u.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByLabelText('Custom field 1 name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it("saves every field: blank custom fields dropped, null when none remain, and 'Saved successfully'", async () => {
    const api = renderSection({
      'GET /api/form-preferences': NONE_SAVED,
      'POST /api/form-preferences': { body: { success: true } },
    });
    const u = user();
    await u.type(await screen.findByLabelText('Business name'), 'Ada Studio');
    await u.type(field('Address'), '1 Loop Road{Enter}London');
    await u.clear(field('Tax rate (%)'));
    await u.type(field('Tax rate (%)'), '8.25');
    await u.click(screen.getByRole('button', { name: /Add Custom Field/ }));
    await u.click(saveButton());

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(SAVED_SNACKBAR_SECONDS).toBe(2.5);
    const [first] = api.callsTo('POST /api/form-preferences');
    expect(first.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(sentBody(first)).toEqual({
      business_name: 'Ada Studio',
      business_email: '',
      business_address: '1 Loop Road\nLondon',
      business_phone: '',
      business_website: '',
      default_currency: 'USD',
      tax_rate: 8.25,
      invoice_prefix: 'INV',
      next_invoice_number: 1,
      invoice_terms: '',
      invoice_validity_days: 30,
      invoice_notes: '',
      quote_prefix: 'QUO',
      next_quote_number: 1,
      quote_terms: '',
      quote_validity_days: 30,
      quote_notes: '',
      logo_url: null,
      custom_fields: null,
      business_address_lines: [],
      business_postal_code: '',
      business_city: '',
      business_region: '',
      business_country: '',
      business_vat_id: '',
      business_registration_id: '',
      payment_iban: '',
      payment_bic: '',
      payment_account_name: '',
      payment_instructions: '',
      taxes: [],
      default_tax_id: '',
      // Issue 25's reminder fields, off until the owner sets them.
      reminders: [],
      reminder_repeat_days: 0,
      reminder_max_repeats: 0,
      late_fee: null,
      quote_reminder_days: 0,
      time_zone: '',
      // Issue 26: no default language chosen (en-US).
      language: '',
    });

    // The page then shows what was saved: the blank field is gone.
    await waitFor(() => expect(screen.queryByLabelText('Custom field 1 name')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: /Add Custom Field/ }));
    await u.type(field('Custom field 1 name'), '  Hours ');
    await u.click(screen.getByRole('button', { name: /Add Custom Field/ }));
    await u.click(saveButton());
    await savesSent(api, 2);
    expect(sentBody(api.callsTo('POST /api/form-preferences')[1]).custom_fields).toEqual([
      { id: 1, name: 'Hours' },
    ]);
  });

  it("shows 'Saving...' while busy, then the server's reason or 'Failed to save settings'", async () => {
    const waiting: ((reply: { status: number; body: unknown }) => void)[] = [];
    // Answers the save in flight, once the mock has read its body and called the route.
    const release = async (reply: { status: number; body: unknown }) => {
      await waitFor(() => expect(waiting).toHaveLength(1));
      waiting.shift()!(reply);
    };
    const api = renderSection({
      'GET /api/form-preferences': { body: { success: true, preferences: SAVED } },
      'POST /api/form-preferences': () =>
        new Promise((resolve) => {
          waiting.push(resolve);
        }),
    });
    const u = user();
    await screen.findByDisplayValue('Ada Studio');

    await u.click(saveButton());
    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
    await release(apiError(400, 'Tax rate must be between 0 and 100', 'documents.invalid_input'));
    expect(sentBody(api.callsTo('POST /api/form-preferences')[0])).toMatchObject({
      logo_url: '/api/upload/logo/u-1.png',
      custom_fields: [{ id: 3, name: 'SKU' }],
      tax_rate: 8.25,
      default_currency: 'EUR',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tax rate must be between 0 and 100');
    expect(screen.getByRole('button', { name: /Save All Settings/ })).toBeInTheDocument();

    await u.click(saveButton());
    await release({ status: 500, body: {} });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to save settings'));
    expect(screen.queryByText('Saved successfully')).not.toBeInTheDocument();
  });

  it('refuses a GIF and a PNG over 5 MB without sending them', async () => {
    const api = renderSection({ 'GET /api/form-preferences': NONE_SAVED });
    await screen.findByLabelText('Business name');

    drop(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG and JPG files are allowed.');

    drop(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('File cannot be larger than 5MB.'),
    );
    expect(api.callsTo('POST /api/upload/logo')).toHaveLength(0);
  });

  it('uploads the logo as multipart field logo, shows it, saves its URL, and removes it', async () => {
    const sent: (File | string | null)[] = [];
    const api = renderSection({
      'GET /api/form-preferences': NONE_SAVED,
      'POST /api/upload/logo': async (request) => {
        sent.push((await request.formData()).get('logo'));
        return { body: { success: true, logoUrl: '/api/upload/logo/u-1-abc.png' } };
      },
      'DELETE /api/upload/logo': { body: { success: true } },
      'POST /api/form-preferences': { body: { success: true } },
    });
    const u = user();
    await screen.findByLabelText('Business name');

    drop(png());
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/api/upload/logo/u-1-abc.png',
    );
    expect(sent).toHaveLength(1);
    expect((sent[0] as File).name).toBe('logo.png');
    expect(api.callsTo('POST /api/upload/logo')[0].authorization).toBe(`Bearer ${TEST_TOKEN}`);
    await u.click(saveButton());
    await savesSent(api, 1);
    expect(sentBody(api.callsTo('POST /api/form-preferences')[0]).logo_url).toBe(
      '/api/upload/logo/u-1-abc.png',
    );

    await u.click(screen.getByRole('button', { name: /Remove logo/ }));
    expect(await screen.findByRole('button', { name: /Choose File/ })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/upload/logo')).toHaveLength(1);
    await u.click(saveButton());
    await savesSent(api, 2);
    expect(sentBody(api.callsTo('POST /api/form-preferences')[1]).logo_url).toBeNull();
  });

  it('waits for a logo upload to end before it lets Save store the preferences', async () => {
    let finish: ((reply: { body: unknown }) => void) | null = null;
    renderSection({
      'GET /api/form-preferences': NONE_SAVED,
      'POST /api/upload/logo': () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    await screen.findByLabelText('Business name');

    drop(png());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.getByText('Uploading the logo…')).toBeInTheDocument();
    // The route answers once the request's body is read.
    await waitFor(() => expect(finish).not.toBeNull());
    (finish as unknown as (reply: { body: unknown }) => void)({
      body: { success: true, logoUrl: '/api/upload/logo/n.png' },
    });
    await screen.findByRole('img', { name: 'Logo preview' });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.getByText("Don't forget to save your changes")).toBeInTheDocument();
  });

  it('shows why a removal failed, and keeps the logo', async () => {
    renderSection({
      'GET /api/form-preferences': {
        body: { success: true, preferences: { logo_url: '/api/upload/logo/x.png' } },
      },
      'DELETE /api/upload/logo': 'network',
    });

    await user().click(await screen.findByRole('button', { name: /Remove logo/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove logo. Please try again.');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
  });

  it("shows why an upload failed: the spec's words, or the server's", async () => {
    let uploadReply: MockRoute = { status: 500, body: {} };
    renderSection({
      'GET /api/form-preferences': NONE_SAVED,
      'POST /api/upload/logo': () => uploadReply as never,
    });
    await screen.findByLabelText('Business name');

    drop(png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload logo. Please try again.');

    uploadReply = apiError(400, 'The file is not a PNG or JPEG image', 'documents.invalid_logo');
    drop(png());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The file is not a PNG or JPEG image'),
    );
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  });
});
