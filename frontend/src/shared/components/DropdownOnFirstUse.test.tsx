import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DropdownOnFirstUse } from './DropdownOnFirstUse';

const items = [
  { key: 'plan', label: 'Choose a plan' },
  { key: 'logout', label: 'Log out' },
];

describe('DropdownOnFirstUse', () => {
  it('opens its menu from the keyboard on the first press, and keeps the focus on its button', async () => {
    renderWithProviders(
      <DropdownOnFirstUse menu={{ items }}>
        <Button>Account</Button>
      </DropdownOnFirstUse>,
      { detachedStyles: true },
    );

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Choose a plan', 'Log out']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus());
  });

  it('closes on a second click', async () => {
    // antd's stylesheet in the page: a closed menu stays in the DOM, hidden by it.
    renderWithProviders(
      <DropdownOnFirstUse menu={{ items }}>
        <Button>Account</Button>
      </DropdownOnFirstUse>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));

    await waitFor(() => expect(menu).not.toBeVisible());
  });
});
