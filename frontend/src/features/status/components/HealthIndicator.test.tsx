import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { HealthReport } from '../api/statusApi';
import { HealthIndicator } from './HealthIndicator';

const respondWith = (report: HealthReport) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(report), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('HealthIndicator', () => {
  it('asks the gateway at /api/health and reports all services up', async () => {
    const fetchSpy = respondWith({
      status: 'up',
      services: [{ name: 'auth', status: 'up', version: '0.1.0', latencyMs: 3, store: 'up' }],
    });

    renderWithProviders(<HealthIndicator />);

    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/health');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/status');
  });

  it('reports a down service', async () => {
    respondWith({
      status: 'down',
      services: [
        { name: 'billing', status: 'down', version: null, latencyMs: null, store: null, error: 'timeout' },
      ],
    });

    renderWithProviders(<HealthIndicator />);

    expect(await screen.findByText('Some services are down')).toBeInTheDocument();
  });

  it('says the status is unavailable when the gateway cannot be reached', async () => {
    renderWithProviders(<HealthIndicator />);

    expect(await screen.findByText('Status unavailable')).toBeInTheDocument();
  });
});
