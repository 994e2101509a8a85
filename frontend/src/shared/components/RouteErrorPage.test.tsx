import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RouteErrorPage } from './RouteErrorPage';

describe('RouteErrorPage', () => {
  it('says what happened, names the tab, and reloads the page on its button', async () => {
    const reload = jest.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      renderWithProviders(<RouteErrorPage />);

      expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
      expect(
        screen.getByText('This page could not be shown. Reloading usually fixes it.'),
      ).toBeInTheDocument();
      expect(document.title).toMatch(/^Something went wrong/);
      await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});
