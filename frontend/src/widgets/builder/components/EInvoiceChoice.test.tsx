import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PublicDocumentBuilder } from './PublicDocumentBuilder';

jest.setTimeout(20_000);

describe("the builder's E-invoice (Factur-X) choice", () => {
  beforeEach(() => {
    window.localStorage.clear();
    Object.assign(Element.prototype, { scrollIntoView: jest.fn() });
  });

  it('lists what a valid e-invoice lacks before any click, and takes the user to the field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    await user.type(screen.getByLabelText('Description, item 1'), 'Design work');
    await user.type(screen.getByLabelText('Rate, item 1'), '150');

    const missing = screen.getByRole('list', { name: 'Missing for a valid e-invoice' });
    const messages = within(missing)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Add the seller's name",
        "Add the buyer's country",
        'Add the IBAN the buyer pays to',
      ]),
    );
    expect(screen.getByRole('button', { name: /E-invoice \(Factur-X\)/ })).toBeDisabled();

    await user.click(within(missing).getByRole('button', { name: "Add the buyer's country" }));

    // 'More details' opens, and the buyer's country takes the focus.
    await waitFor(() => expect(window.document.activeElement?.id).toBe('buyer-country'));
  });

  it('offers no e-invoice for a quote', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });

    await user.click(screen.getByText('Quote'));

    expect(screen.queryByRole('button', { name: /E-invoice \(Factur-X\)/ })).not.toBeInTheDocument();
  });
});
