import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PublicDocumentBuilder } from './PublicDocumentBuilder';

// Typing re-renders the whole builder; give jsdom room on a slow machine.
jest.setTimeout(60_000);

const renderBuilder = () => renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
const totalsLine = (label: string) => screen.getByText(label).parentElement;

type User = ReturnType<typeof userEvent.setup>;

/** Typing each character re-renders the builder: pasting is the same for the page, and quicker. */
async function fill(user: User, label: string, text: string) {
  await user.tripleClick(screen.getByLabelText(label));
  await user.paste(text);
}

async function twoLines(user: User) {
  await fill(user, 'Description, item 1', 'Design');
  await fill(user, 'Quantity, item 1', '10');
  await fill(user, 'Rate, item 1', '100');
  await user.click(screen.getByRole('button', { name: /Add item/ }));
  await fill(user, 'Description, item 2', 'Books');
  await fill(user, 'Rate, item 2', '100');
}

describe('taxes, line options and inclusive prices in the builder', () => {
  it('keeps the simple form: one tax rate, no tax chips, no unit or line discount column', () => {
    renderBuilder();

    expect(screen.getByLabelText('Tax rate (%)')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Taxes, item 1' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Unit, item 1')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Discount (%), item 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /More details/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('builds a two-rate invoice by keyboard: the typed rate becomes the first tax, the second goes on line 2 by its chip', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await twoLines(user);
    await user.type(screen.getByLabelText('Tax rate (%)'), '19');
    expect(totalsLine('Tax (19%)')).toHaveTextContent('$209.00');

    screen.getByRole('button', { name: /Add tax/ }).focus();
    await user.keyboard('{Enter}');
    // The typed rate carried over: same total, and the single rate field is gone.
    expect(screen.queryByLabelText('Tax rate (%)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tax 1 rate (%)')).toHaveValue('19');
    expect(screen.getByTestId('total-due')).toHaveTextContent('$1,309.00');
    expect(screen.getByLabelText('Tax 1 name')).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}VAT');

    screen.getByRole('button', { name: /Add another tax/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Tax 2 name')).toHaveFocus();
    await user.keyboard('VAT');
    await user.type(screen.getByLabelText('Tax 2 rate (%)'), '7');

    const line2 = within(screen.getByRole('group', { name: 'Taxes, item 2' }));
    line2.getByRole('button', { name: 'VAT 19%, item 2' }).focus();
    await user.keyboard(' ');
    line2.getByRole('button', { name: 'VAT 7%, item 2' }).focus();
    await user.keyboard('{Enter}');
    expect(line2.getByRole('button', { name: 'VAT 19%, item 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(line2.getByRole('button', { name: 'VAT 7%, item 2' })).toHaveAttribute('aria-pressed', 'true');

    expect(totalsLine('VAT (19%)')).toHaveTextContent('$190.00');
    expect(totalsLine('VAT (7%)')).toHaveTextContent('$7.00');
    expect(screen.getByTestId('total-due')).toHaveTextContent('$1,297.00');
  });

  it('shows the line discount column when asked, and its discount comes off the line and the totals', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await twoLines(user);

    await user.click(screen.getByRole('button', { name: 'Line discount' }));
    expect(screen.getByRole('button', { name: 'Line discount' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Discount (%), item 1'), '10');

    expect(screen.getByLabelText('Amount, item 1')).toHaveTextContent('$900.00');
    expect(screen.getByTestId('total-subtotal')).toHaveTextContent('$1,000.00');
  });

  it("with 'Amounts include tax' labels the subtotal 'Net amount' and keeps the total at the prices' sum", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await twoLines(user);
    await user.type(screen.getByLabelText('Tax rate (%)'), '19');

    await user.click(screen.getByRole('switch', { name: 'Amounts include tax' }));

    expect(totalsLine('Net amount')).toBeInTheDocument();
    expect(screen.getByTestId('total-due')).toHaveTextContent('$1,100.00');
  });

  it('takes at most 5 taxes', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();

    await user.click(screen.getByRole('button', { name: /Add tax/ }));
    for (let n = 2; n <= 5; n += 1) await user.click(screen.getByRole('button', { name: /Add another tax/ }));

    expect(screen.getByRole('button', { name: /Add another tax/ })).toBeDisabled();
    expect(screen.getByText('A document may have at most 5 taxes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove tax 5' }));
    expect(screen.getByRole('button', { name: /Add another tax/ })).toBeEnabled();
  });

  it("says at once, in invoice-core's words, that a zero-rated tax charges no rate", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await user.click(screen.getByRole('button', { name: /Add tax/ }));
    await user.click(screen.getByRole('combobox', { name: 'Tax 1 category' }));
    await user.click(await screen.findByTitle('Zero rated (Z)'));

    await fill(user, 'Tax 1 rate (%)', '5');

    expect(within(screen.getByRole('group', { name: 'Tax 1' })).getByRole('alert')).toHaveTextContent(
      'A tax of category Z (Zero rated) must have a rate of 0%',
    );
  });
});

describe("the builder's 'More details'", () => {
  it("says what is wrong with an IBAN or a VAT number once the field is left, in invoice-core's words", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await user.click(screen.getByRole('button', { name: /More details/ }));
    // The section's fields load when it first opens.
    const seller = within(await screen.findByRole('group', { name: 'Seller (you)' }));
    const payment = within(screen.getByRole('group', { name: 'Payment details' }));

    await user.click(payment.getByLabelText('IBAN'));
    await user.paste('DE89 3704 0044 0532 0130 01');
    expect(screen.queryByText(/IBAN is not valid/)).not.toBeInTheDocument();
    await user.tab();
    expect(payment.getByLabelText('IBAN')).toHaveAccessibleDescription(
      'IBAN is not valid: check the country code, length and check digits',
    );

    await user.click(seller.getByLabelText('VAT number'));
    await user.paste('DE123');
    await user.tab();
    expect(seller.getByLabelText('VAT number')).toHaveAccessibleDescription(
      'Seller VAT number is not a valid VAT number for its country',
    );
  });

  it('finds a country by typing part of its name', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await user.click(screen.getByRole('button', { name: /More details/ }));
    const buyer = within(await screen.findByRole('group', { name: 'Buyer (client)' }));

    await user.click(buyer.getByLabelText('Country'));
    await user.keyboard('switz');
    await user.click(await screen.findByTitle('Switzerland (CH)'));

    expect(buyer.getByTitle('Switzerland (CH)')).toBeInTheDocument();
  });

  it('sends the parties, payment and taxes to POST /api/pdf', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf-1'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await user.type(screen.getByLabelText('Description, item 1'), 'Design');
    await user.type(screen.getByLabelText('Rate, item 1'), '100');
    await user.type(screen.getByLabelText('Tax rate (%)'), '19');
    await user.click(screen.getByRole('button', { name: /Add tax/ }));
    await user.click(screen.getByRole('button', { name: /More details/ }));
    // The section's fields load when it first opens.
    const seller = within(await screen.findByRole('group', { name: 'Seller (you)' }));
    await user.click(seller.getByLabelText('Name'));
    await user.paste('Acme GmbH');
    await user.click(seller.getByLabelText('Address line 1'));
    await user.paste('Hauptstr. 1');
    await user.click(seller.getByLabelText('VAT number'));
    await user.paste('DE136695976');
    await user.click(within(screen.getByRole('group', { name: 'Buyer (client)' })).getByLabelText('Name'));
    await user.paste('Globex');
    await user.click(screen.getByLabelText('IBAN'));
    await user.paste('DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByLabelText('Buyer reference'));
    await user.paste('04011000-12345-34');

    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));
    await screen.findByRole('dialog');

    const form = await (fetchMock.mock.calls[0][0] as Request).formData();
    const document = JSON.parse(String(form.get('document')));
    expect(document).toMatchObject({
      taxes: [{ name: 'Tax', rate: '19', category: 'S', compound: false }],
      items: [{ description: 'Design', tax_ids: [document.taxes[0].id] }],
      seller: { name: 'Acme GmbH', address_lines: ['Hauptstr. 1'], vat_id: 'DE136695976' },
      buyer: { name: 'Globex' },
      payment: { iban: 'DE89370400440532013000' },
      buyer_reference: '04011000-12345-34',
    });
  });
});
