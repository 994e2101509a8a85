import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DocumentBuilder } from './DocumentBuilder';

const renderBuilder = () =>
  renderWithProviders(<DocumentBuilder config={{ mode: 'public' }} />, { detachedStyles: true });
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

  it('switches to a quote: title, due-date label and total label', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBuilder();
    expect(screen.getByRole('heading', { name: 'Invoice Builder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice number')).toHaveValue('INV-0001');

    await user.click(screen.getByText('Quote'));
    expect(screen.getByRole('heading', { name: 'Quote Builder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Valid until')).toBeInTheDocument();
    expect(screen.getByLabelText('Quote number')).toHaveValue('QUO-0001');
    expect(screen.getByText('Quote Total')).toBeInTheDocument();
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
