import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { PublicHealth } from '../api/statusApi';
import { HealthIndicator } from './HealthIndicator';

/** The gateway's answer to anyone: up (200) or down (503), nothing more. */
const respondWith = (report: PublicHealth) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(report), {
      status: report.status === 'up' ? 200 : 503,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('HealthIndicator', () => {
  it('asks the gateway at /api/health and reports all services up', async () => {
    const fetchSpy = respondWith({ status: 'up' });

    renderWithProviders(<HealthIndicator />);

    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/health');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/status');
  });

  it('reports a down service, which the gateway answers with 503', async () => {
    respondWith({ status: 'down' });

    renderWithProviders(<HealthIndicator />);

    expect(await screen.findByText('Some services are down')).toBeInTheDocument();
  });

  it('says the status is unavailable when the gateway cannot be reached', async () => {
    renderWithProviders(<HealthIndicator />);

    expect(await screen.findByText('Status unavailable')).toBeInTheDocument();
  });
});
