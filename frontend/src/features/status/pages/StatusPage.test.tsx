import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { HealthReport } from '../api/statusApi';
import { StatusPage } from './StatusPage';

const report: HealthReport = {
  status: 'down',
  services: [
    { name: 'auth', status: 'up', version: '0.1.0', latencyMs: 4, store: 'up' },
    { name: 'pdf-render', status: 'up', version: '0.1.0', latencyMs: 12, store: 'none' },
    { name: 'billing', status: 'down', version: null, latencyMs: null, store: null, error: 'timeout' },
  ],
};

describe('StatusPage', () => {
  it('lists every service with its state, database, version and latency', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify(report), { headers: { 'content-type': 'application/json' } }),
      );

    renderWithProviders(<StatusPage />);

    expect(await screen.findByText('Some services are down')).toBeInTheDocument();
    const billing = within(screen.getByRole('row', { name: /billing/ }));
    expect(billing.getByText('down')).toBeInTheDocument();
    expect(billing.getByText('timeout')).toBeInTheDocument();
    expect(billing.getByText('unknown')).toBeInTheDocument();
    const pdf = within(screen.getByRole('row', { name: /pdf-render/ }));
    expect(pdf.getByText('none')).toBeInTheDocument();
    expect(pdf.getByText('12 ms')).toBeInTheDocument();
  });

  it('explains when the gateway cannot be reached', async () => {
    renderWithProviders(<StatusPage />);

    expect(await screen.findByText('The gateway could not be reached')).toBeInTheDocument();
  });
});
