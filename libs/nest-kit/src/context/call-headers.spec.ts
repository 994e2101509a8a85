import { create } from '@bufbuild/protobuf';
import { CALLER_HEADER, CallerSchema, Plan, REQUEST_ID_HEADER } from '@paydraft/contracts';
import { headers as natsHeaders } from 'nats';
import { fromCallHeaders, toCallHeaders } from './call-headers';

describe('call headers', () => {
  const caller = create(CallerSchema, { userId: 'user-a', plan: Plan.LIFETIME });

  it('carry the request id and the caller to the service', () => {
    expect(fromCallHeaders(toCallHeaders({ requestId: 'req-1', caller }))).toEqual({
      requestId: 'req-1',
      caller,
    });
  });

  it('carry an anonymous call without a caller header', () => {
    const headers = toCallHeaders({ requestId: 'req-2' });

    expect(headers.has(CALLER_HEADER)).toBe(false);
    expect(fromCallHeaders(headers)).toEqual({ requestId: 'req-2' });
  });

  it('give a request that came without headers an id of its own', () => {
    expect(fromCallHeaders(undefined).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('treat a caller header that does not decode, or names nobody, as no caller', () => {
    const garbled = natsHeaders();
    garbled.set(REQUEST_ID_HEADER, 'req-3');
    garbled.set(CALLER_HEADER, Buffer.from([0xff, 0xff, 0xff]).toString('base64'));
    const nobody = toCallHeaders({ requestId: 'req-4', caller: create(CallerSchema, { plan: Plan.PRO }) });

    expect(fromCallHeaders(garbled)).toEqual({ requestId: 'req-3' });
    expect(fromCallHeaders(nobody)).toEqual({ requestId: 'req-4' });
  });

  it('replace a request id that is not sane', () => {
    const headers = natsHeaders();
    headers.set(REQUEST_ID_HEADER, 'x'.repeat(500));

    expect(fromCallHeaders(headers).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
