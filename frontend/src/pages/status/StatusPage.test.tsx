import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { PublicHealth } from '../../entities/service-status/api/statusApi';
import { StatusPage } from './StatusPage';

const respondWith = (report: PublicHealth) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(report), {
      status: report.status === 'up' ? 200 : 503,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('StatusPage', () => {
  it('shows that everything works, and no table of internal services', async () => {
    respondWith({ status: 'up' });

    renderWithProviders(<StatusPage />);

    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows that some services are down when the gateway answers 503', async () => {
    respondWith({ status: 'down' });

    renderWithProviders(<StatusPage />);

    expect(await screen.findByText('Some services are down')).toBeInTheDocument();
    expect(screen.queryByText('The gateway could not be reached')).not.toBeInTheDocument();
  });

  it('explains when the gateway cannot be reached', async () => {
    renderWithProviders(<StatusPage />);

    expect(await screen.findByText('The gateway could not be reached')).toBeInTheDocument();
  });
});
