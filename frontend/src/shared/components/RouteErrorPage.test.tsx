import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RouteErrorPage } from './RouteErrorPage';

describe('RouteErrorPage', () => {
  it('says what happened as the page heading, names the tab, and offers a reload', () => {
    renderWithProviders(<RouteErrorPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be shown. Reloading usually fixes it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Something went wrong/);
  });
});
