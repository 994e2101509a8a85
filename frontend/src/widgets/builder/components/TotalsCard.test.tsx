import { calculateTotals } from '@paydraft/invoice-core';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { DocumentType } from '../model/documentType';
import { TotalsCard } from './TotalsCard';

type Entry = { price: string; discountPercentage?: string | null; currency?: string; type?: DocumentType };

function renderTotals({ price, discountPercentage = null, currency = 'USD', type = 'invoice' }: Entry) {
  const totals = calculateTotals({ items: [{ qty: '1', price }], discountPercentage, currency });
  renderWithProviders(
    <TotalsCard
      type={type}
      currency={currency}
      discountPercentage={discountPercentage}
      taxRate={null}
      totals={totals}
      dispatch={jest.fn()}
    />,
  );
}

const line = (label: string) => screen.getByText(label).parentElement;

// toHaveTextContent reads the no-break space that en-US puts after 'CHF' as a plain space.

describe('TotalsCard', () => {
  it('signs a cash rounding that takes off with the same minus sign as the discount', () => {
    // 10.02 − 10 % = 9.02 (discount 1.00), rounded to CHF 9.00
    renderTotals({ price: '10.02', discountPercentage: '10', currency: 'CHF' });

    expect(line('Discount (10%)')).toHaveTextContent('\u2212CHF 1.00');
    expect(line('Rounding')).toHaveTextContent('\u2212CHF 0.02');
    expect(screen.getByTestId('total-due')).toHaveTextContent('CHF 9.00');
    expect(screen.getByTestId('total-subtotal').closest('dl')).not.toHaveTextContent('-');
  });

  it("signs a cash rounding that adds with '+'", () => {
    renderTotals({ price: '10.03', currency: 'CHF', type: 'quote' });

    expect(line('Rounding')).toHaveTextContent('+CHF 0.02');
    expect(line('Quote Total')).toHaveTextContent('CHF 10.05');
  });

  it('shows no rounding line when the total needs none', () => {
    renderTotals({ price: '10.05', currency: 'CHF' });

    expect(screen.queryByText('Rounding')).not.toBeInTheDocument();
  });
});
