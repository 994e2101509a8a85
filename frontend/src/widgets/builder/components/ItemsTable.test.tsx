import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PublicDocumentBuilder } from './PublicDocumentBuilder';

const renderBuilder = () => renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
const rows = () =>
  within(screen.getByRole('table', { name: 'Line items' }))
    .getAllByRole('row')
    .slice(1);

// Typing re-renders the whole builder; give jsdom room on a slow machine.
jest.setTimeout(15_000);

describe('ItemsTable in the builder', () => {
  it('adds and removes rows, and never removes the last one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();

    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Add item/ }));
    await user.click(screen.getByRole('button', { name: /Add item/ }));
    expect(rows()).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: 'Description, item 2' }), 'Second');

    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Description, item 1' })).toHaveValue('Second');

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  });

  it("takes the focus into the new row's description after 'Add item'", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();

    await user.click(screen.getByRole('button', { name: /Add item/ }));
    expect(screen.getByRole('textbox', { name: 'Description, item 2' })).toHaveFocus();

    await user.keyboard('Hosting');
    await user.click(screen.getByRole('button', { name: /Add item/ }));
    expect(screen.getByRole('textbox', { name: 'Description, item 2' })).toHaveValue('Hosting');
    expect(screen.getByRole('textbox', { name: 'Description, item 3' })).toHaveFocus();
  });

  it("takes the focus into the new field's name after 'Add custom field', also when the button turns off", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    const add = screen.getByRole('button', { name: /Add custom field/ });

    await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Custom field 1 name' })).toHaveFocus();
    // The default name is selected, so typing replaces it.
    await user.keyboard('SKU');
    expect(screen.getByRole('textbox', { name: 'Custom field 1 name' })).toHaveValue('SKU');

    await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Custom field 2 name' })).toHaveFocus();
  });

  it("allows 2 custom columns with editable labels, then says 'Maximum 2 custom fields reached'", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    const add = screen.getByRole('button', { name: /Add custom field/ });

    await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Custom field 1 name' })).toHaveValue('Field 1');
    expect(screen.queryByText('Maximum 2 custom fields reached')).not.toBeInTheDocument();

    await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Custom field 2 name' })).toHaveValue('Field 2');
    expect(screen.getByText('Maximum 2 custom fields reached')).toBeInTheDocument();
    expect(add).toBeDisabled();

    const label = screen.getByRole('textbox', { name: 'Custom field 1 name' });
    await user.clear(label);
    await user.type(label, 'SKU');
    expect(screen.getByRole('columnheader', { name: 'SKU' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'SKU, item 1' }), 'A-1');

    await user.click(screen.getByRole('button', { name: 'Remove custom field SKU' }));
    expect(screen.queryByRole('textbox', { name: 'SKU, item 1' })).not.toBeInTheDocument();
    expect(screen.queryByText('Maximum 2 custom fields reached')).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it('keeps a rate of 4 decimals as typed and multiplies by it exactly', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    const qty = screen.getByRole('spinbutton', { name: 'Quantity, item 1' });
    const rate = screen.getByRole('spinbutton', { name: 'Rate, item 1' });

    await user.clear(qty);
    await user.type(qty, '3');
    await user.type(rate, '12.3456');
    await user.tab();

    expect(rate).toHaveValue('12.3456');
    // 3 × 12.3456 = 37.0368 → $37.04
    expect(screen.getByRole('status', { name: 'Amount, item 1' })).toHaveTextContent('$37.04');
    expect(screen.getByTestId('total-due')).toHaveTextContent('$37.04');
  });

  it('keeps the focus in the table after removing an item', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await user.click(screen.getByRole('button', { name: /Add item/ }));
    await user.click(screen.getByRole('button', { name: /Add item/ }));
    await user.type(screen.getByRole('textbox', { name: 'Description, item 3' }), 'Third');

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getByRole('textbox', { name: 'Description, item 2' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Description, item 2' })).toHaveValue('Third');

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getByRole('textbox', { name: 'Description, item 1' })).toHaveFocus();
  });

  it("moves the focus to 'Add custom field' after removing a field", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await user.click(screen.getByRole('button', { name: /Add custom field/ }));
    await user.keyboard('SKU');

    await user.click(screen.getByRole('button', { name: 'Remove custom field SKU' }));
    expect(screen.getByRole('button', { name: /Add custom field/ })).toHaveFocus();
  });

  it('takes no fifth decimal of a rate, so the page, the server and the PDF agree', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    const rate = screen.getByRole('spinbutton', { name: 'Rate, item 1' });

    await user.type(rate, '10.55559');
    await user.tab();

    expect(rate).toHaveValue('10.5555');
    expect(screen.getByTestId('total-due')).toHaveTextContent('$10.56');
  });

  it('shows Discount and Tax in the totals only when they are above 0', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    const totals = () => screen.getByTestId('total-subtotal').closest('dl');

    await user.type(screen.getByRole('spinbutton', { name: 'Rate, item 1' }), '50');
    expect(totals()).toHaveTextContent(/^Subtotal\$50\.00Total Due\$50\.00$/);
    expect(screen.queryByTestId('total-discount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('total-tax')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Discount (%)'), '10.00');
    await user.type(screen.getByLabelText('Tax rate (%)'), '8.25');
    // 50 − 5 = 45; tax 8.25 % of 45 = 3.7125 → 3.71
    expect(totals()).toHaveTextContent(
      /^Subtotal\$50\.00Discount \(10%\)\u2212\$5\.00Tax \(8\.25%\)\$3\.71Total Due\$48\.71$/,
    );

    await user.clear(screen.getByLabelText('Discount (%)'));
    expect(screen.queryByTestId('total-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('total-tax')).toHaveTextContent('$4.13');
  });

  it('updates amounts and totals live, to the exact cent', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();

    const qty = screen.getByRole('spinbutton', { name: 'Quantity, item 1' });
    await user.clear(qty);
    await user.type(qty, '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Rate, item 1' }), '0.1');

    expect(screen.getByRole('status', { name: 'Amount, item 1' })).toHaveTextContent('$0.30');
    expect(screen.getByTestId('total-subtotal')).toHaveTextContent('$0.30');
    expect(screen.getByTestId('total-due')).toHaveTextContent('$0.30');

    await user.click(screen.getByRole('button', { name: /Add item/ }));
    await user.type(screen.getByRole('spinbutton', { name: 'Rate, item 2' }), '0.2');
    expect(screen.getByTestId('total-subtotal')).toHaveTextContent('$0.50');

    await user.type(screen.getByLabelText('Discount (%)'), '10');
    await user.type(screen.getByLabelText('Tax rate (%)'), '8.25');
    // 0.50 − 0.05 = 0.45; tax 8.25 % of 0.45 = 0.037125 → 0.04; total 0.49
    expect(screen.getByTestId('total-discount')).toHaveTextContent('$0.05');
    expect(screen.getByTestId('total-tax')).toHaveTextContent('$0.04');
    expect(screen.getByTestId('total-due')).toHaveTextContent('$0.49');
    expect(screen.getByText('Total Due')).toBeInTheDocument();
  });

  it('switches to a quote: title, receiver heading, due-date label and total label', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    expect(screen.getByRole('heading', { name: 'Invoice Builder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice number')).toHaveValue('INV-1');
    // The PDF's words for the receiver block.
    expect(screen.getByText('Bill to')).toBeInTheDocument();

    await user.click(screen.getByText('Quote'));
    expect(screen.getByRole('heading', { name: 'Quote Builder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Valid until')).toBeInTheDocument();
    expect(screen.getByLabelText('Quote number')).toHaveValue('QUO-1');
    expect(screen.getByText('Quote Total')).toBeInTheDocument();
    expect(screen.getByText('Prepared for')).toBeInTheDocument();
    expect(screen.queryByText('Bill to')).not.toBeInTheDocument();
  });

  it("explains invoice vs quote and closes with 'Got it!'", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    await user.click(screen.getByRole('button', { name: "Invoice vs Quote: What's the Difference?" }));
    const dialog = await screen.findByRole('dialog', { name: "Invoice vs Quote: What's the Difference?" });
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    expect(dialog).not.toBeVisible();
  });
});
