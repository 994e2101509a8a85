import { appUrl } from './support/app-url';

describe('the running product, started as `npm start` starts it', () => {
  it('tells anyone only that it is up at /api/health', async () => {
    const response = await fetch(appUrl('/api/health'));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'up' });
  });

  it('lists the six services up at /api/health for the ops token `npm start` made', async () => {
    const response = await fetch(appUrl('/api/health'), {
      headers: { 'x-ops-token': process.env.PAYDRAFT_OPS_TOKEN ?? '' },
    });
    const body = (await response.json()) as { status: string; services: Array<{ name: string; status: string }> };

    expect(response.status).toBe(200);
    expect(body.services.map(({ name, status }) => `${name}:${status}`)).toEqual([
      'auth:up',
      'documents:up',
      'clients:up',
      'billing:up',
      'mailer:up',
      'pdf-render:up',
    ]);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await fetch(appUrl('/api/no-such-endpoint'));

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
