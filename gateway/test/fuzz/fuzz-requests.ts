import fc from 'fast-check';
import { label, pathOf, type Endpoint } from './endpoints';
import type { Seeded } from './fuzz-stack';
import {
  ALL_HOSTILE_VALUES,
  HOSTILE_IDS,
  HOSTILE_KEYS,
  HOSTILE_VALUES,
  HOSTILE_QUERY_VALUES,
  MALFORMED_BODIES,
} from './hostile-values';
import { object, value, writeJson, type JsonText } from './json-text';
import { fuzzedBody } from './schema-arbitrary';

/** One request of the run, and what it tries, for the report of a 5xx. */
export type FuzzRequest = {
  endpoint: string;
  family: string;
  method: string;
  path: string;
  signedIn: boolean;
  contentType?: string;
  body?: string | Buffer | FormData;
};

/** Routes that read a multipart form (MultipartFormInterceptor): the API reference shows their JSON only. */
export const MULTIPART_ROUTES = ['POST /api/pdf', 'POST /api/upload/logo'];

/** The path parameters of the seeded records: a request with them reaches the route's real work. */
function seededSegment(seeded: Seeded, endpoint: Endpoint) {
  return (param: string) => {
    if (param === 'type') return 'quote';
    if (param === 'token') return seeded.shareToken;
    if (param === 'file') return seeded.logoFile;
    if (param === 'username') return 'fuzzer';
    return endpoint.template.startsWith('/api/clients') ? seeded.clientId : seeded.quoteId;
  };
}

/** Logging out would end the run's session: that route is fuzzed without one. */
const signsIn = (endpoint: Endpoint) => endpoint.signedIn && endpoint.template !== '/api/auth/logout';

/**
 * Deleting a seeded record would leave later requests nothing to reach: deletions get hostile ids only,
 * and so bodies go only to routes that keep their record.
 */
const keepsRecords = (endpoint: Endpoint) => endpoint.method !== 'DELETE';

function jsonRequest(endpoint: Endpoint, seeded: Seeded, family: string, json: JsonText): FuzzRequest {
  return {
    endpoint: label(endpoint),
    family,
    method: endpoint.method,
    path: pathOf(endpoint, seededSegment(seeded, endpoint)),
    signedIn: signsIn(endpoint),
    contentType: 'application/json',
    body: writeJson(json),
  };
}

/** Every family to every JSON body: malformed, as the whole body, under each field, as keys. */
function bodyCases(endpoint: Endpoint, seeded: Seeded): FuzzRequest[] {
  const properties = Object.keys(endpoint.bodySchema?.properties ?? {});
  const malformed = MALFORMED_BODIES.map(({ name, body, contentType }) => ({
    ...jsonRequest(endpoint, seeded, `malformed: ${name}`, object([])),
    contentType,
    body,
  }));
  const whole = ALL_HOSTILE_VALUES.map(({ family, json }) =>
    jsonRequest(endpoint, seeded, `${family} as the body`, json),
  );
  // Every family under every field, its values taking turns from one field to the next.
  const fields = properties.flatMap((property, index) =>
    Object.entries(HOSTILE_VALUES).map(([family, values]) =>
      jsonRequest(
        endpoint,
        seeded,
        `${family} in ${property}`,
        object([[property, values[index % values.length]]]),
      ),
    ),
  );
  const keys = HOSTILE_KEYS.map((key) =>
    jsonRequest(endpoint, seeded, `key ${JSON.stringify(key.slice(0, 20))}`, object([[key, value('x')]])),
  );
  return [...malformed, ...whole, ...fields, ...keys];
}

/** Each hostile id in each path parameter (the others seeded), signed in and, for reads, without. */
function pathCases(endpoint: Endpoint, seeded: Seeded): FuzzRequest[] {
  const seededOf = seededSegment(seeded, endpoint);
  return endpoint.pathParams.flatMap((param) =>
    HOSTILE_IDS.flatMap((id) => {
      const path = pathOf(endpoint, (name) => (name === param ? id : seededOf(name)));
      const base = {
        endpoint: label(endpoint),
        family: `path traversal in ${param}`,
        method: endpoint.method,
        path,
      };
      const signed = { ...base, signedIn: signsIn(endpoint) };
      return endpoint.method === 'GET' && signed.signedIn ? [signed, { ...base, signedIn: false }] : [signed];
    }),
  );
}

function queryCases(endpoint: Endpoint, seeded: Seeded): FuzzRequest[] {
  const path = pathOf(endpoint, seededSegment(seeded, endpoint));
  const request = (family: string, query: string): FuzzRequest => ({
    endpoint: label(endpoint),
    family,
    method: endpoint.method,
    path: `${path}?${query}`,
    signedIn: signsIn(endpoint),
  });
  return endpoint.queryParams.flatMap((param) => [
    ...HOSTILE_QUERY_VALUES.map((v) => request(`query ${param}`, `${param}=${v}`)),
    request(`query ${param} repeated`, `${param}=a&${param}=b`),
    request(`query ${param} as an object`, `${param}[$gt]=&${param}[__proto__][x]=1`),
  ]);
}

const png1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const VALID_DOCUMENT = JSON.stringify({
  document_type: 'invoice',
  items: [{ description: 'Design', qty: 1, price: 5 }],
});

/** Forms with odd logos: empty, one byte, text, a cut-off PNG, a PNG under another name; and odd fields. */
function multipartCases(endpoint: Endpoint, seeded: Seeded): FuzzRequest[] {
  const logos: Array<[string, Buffer]> = [
    ['empty logo', Buffer.alloc(0)],
    ['one-byte logo', Buffer.from([0x89])],
    ['text logo', Buffer.from('not an image')],
    ['cut-off PNG', png1x1.subarray(0, 30)],
    ['PNG header only', png1x1.subarray(0, 8)],
    ['null bytes', Buffer.alloc(64)],
  ];
  const form = (family: string, fill: (data: FormData) => void): FuzzRequest => {
    const data = new FormData();
    fill(data);
    return {
      endpoint: label(endpoint),
      family: `multipart: ${family}`,
      method: endpoint.method,
      path: pathOf(endpoint, seededSegment(seeded, endpoint)),
      signedIn: signsIn(endpoint),
      body: data,
    };
  };
  return [
    ...logos.map(([name, bytes]) =>
      form(name, (data) => {
        data.set('document', VALID_DOCUMENT);
        data.set('logo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
      }),
    ),
    form('two logos', (data) => {
      data.append('logo', new Blob([new Uint8Array(png1x1)]), 'a.png');
      data.append('logo', new Blob([new Uint8Array(png1x1)]), 'b.png');
    }),
    form('logo in another field', (data) => data.set('image', new Blob([new Uint8Array(png1x1)]), 'a.png')),
    form('malformed document field', (data) => data.set('document', '{"items":')),
    form('null byte document field', (data) => data.set('document', '\u0000')),
    form('document as a file', (data) => data.set('document', new Blob([VALID_DOCUMENT]), 'doc.json')),
  ];
}

/** Every family to every route, in a fixed order. */
export function systematicRequests(endpoints: Endpoint[], seeded: Seeded): FuzzRequest[] {
  return endpoints.flatMap((endpoint) => [
    ...(endpoint.bodySchema && keepsRecords(endpoint) ? bodyCases(endpoint, seeded) : []),
    ...pathCases(endpoint, seeded),
    ...queryCases(endpoint, seeded),
    ...(MULTIPART_ROUTES.includes(label(endpoint)) ? multipartCases(endpoint, seeded) : []),
  ]);
}

/** Bodies shaped like each route's schema with hostile values and keys anywhere in them, from the seed. */
export function randomRequests(
  endpoints: Endpoint[],
  seeded: Seeded,
  seed: number,
  numRuns: number,
): FuzzRequest[] {
  const withBodies = endpoints.filter((endpoint) => endpoint.bodySchema && keepsRecords(endpoint));
  const arbitrary = fc
    .constantFrom(...withBodies)
    .chain((endpoint) =>
      fuzzedBody(endpoint.bodySchema!).map((json) => jsonRequest(endpoint, seeded, 'schema-shaped', json)),
    );
  return fc.sample(arbitrary, { seed, numRuns });
}
