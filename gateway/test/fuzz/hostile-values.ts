import { array, object, raw, value, type JsonText } from './json-text';

const ONE_MB = 1024 * 1024;

const nested = (depth: number, open: string, close: string) => raw(open.repeat(depth) + close.repeat(depth));

/**
 * The families of hostile values the probe sent, each as values that can stand anywhere a JSON value
 * can: as a whole body, as a field, as an item of a list.
 */
export const HOSTILE_VALUES: Record<string, JsonText[]> = {
  wrongTypes: [
    value(0),
    value(-1),
    value(1.5),
    value(true),
    value(false),
    value(null),
    value(''),
    value('text'),
    array([]),
    object([]),
    array([array([])]),
  ],
  hugeStrings: [value('x'.repeat(ONE_MB)), value('é'.repeat(ONE_MB / 2))],
  deepNesting: [
    nested(5_000, '[', ']'),
    nested(20_000, '[', ']'),
    raw('{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)),
  ],
  extremeNumbers: [
    raw('NaN'),
    raw('Infinity'),
    raw('-Infinity'),
    raw('1e308'),
    raw('-1e308'),
    raw('1e309'),
    raw('-1e309'),
    raw('5e-324'),
    raw('-0'),
    raw('1e-400'),
    raw('123456789012345678901234567890'),
  ],
  prototypePollution: [
    object([['__proto__', object([['polluted', value(true)]])]]),
    object([['constructor', object([['prototype', object([['polluted', value(true)]])]])]]),
    object([
      ['toString', value('x')],
      ['valueOf', value('x')],
      ['hasOwnProperty', value('x')],
    ]),
    value('__proto__'),
    value('constructor'),
  ],
  operators: [
    object([['$gt', value('')]]),
    object([['$ne', value(null)]]),
    object([['$where', value('sleep(1000)')]]),
    object([['$regex', value('.*')]]),
    array([object([['$gt', value('')]])]),
    value('$gt'),
  ],
  pathTraversal: [
    value('../../../etc/passwd'),
    value('..\\..\\windows\\win.ini'),
    value('%2e%2e%2f'),
    value('/etc/passwd'),
  ],
  nullBytes: [
    value('\u0000'),
    value('a\u0000b'),
    value('\u0000'.repeat(100)),
    raw('"\\ud800"'),
    raw('"\\udfff\\ud800"'),
  ],
};

/** Keys no object of ours expects: prototype members, operators, dotted and empty names. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '$gt',
  '$where',
  'a.b',
  '.',
  '',
  '\u0000',
  'x'.repeat(1000),
];

/** Whole bodies that are not JSON, or JSON of a shape no route takes. */
export const MALFORMED_BODIES: Array<{ name: string; body: string | Buffer; contentType: string }> = [
  ...[
    '{',
    '{"a":}',
    '[1,]',
    "{'a':1}",
    '{"a":1}}',
    'nul',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    '\uFEFF{}',
    '',
    ' ',
    '"text"',
    'null',
    '123',
    'true',
    '[]',
    '{"a":1,"a":2}',
  ].map((body) => ({
    name: `json ${JSON.stringify(body.slice(0, 20))}`,
    body,
    contentType: 'application/json',
  })),
  {
    name: 'invalid UTF-8',
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    contentType: 'application/json',
  },
  { name: 'utf-16 charset', body: '{}', contentType: 'application/json; charset=utf-16' },
  { name: 'unknown charset', body: '{}', contentType: 'application/json; charset=x-paydraft' },
  { name: 'text/plain', body: '{"a":1}', contentType: 'text/plain' },
  { name: 'form', body: 'a=1&a[$gt]=2', contentType: 'application/x-www-form-urlencoded' },
  { name: 'multipart without boundary', body: '--x\r\n', contentType: 'multipart/form-data' },
  {
    name: 'multipart broken',
    body: '--x\r\nContent-Disposition: form-data; name="document"\r\n\r\n{',
    contentType: 'multipart/form-data; boundary=x',
  },
];

/** Path segments for ids and tokens, already percent-encoded as a client would send them. */
export const HOSTILE_IDS = [
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows',
  '%00',
  'a%00b',
  '%24gt',
  '%7B%22%24ne%22%3A1%7D',
  '__proto__',
  'constructor',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  '-1',
  '1e309',
  'NaN',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE%2F',
  '%F0%9F%92%A9',
  'x'.repeat(2_000),
];

/** Query values, percent-encoded. */
export const HOSTILE_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%24gt',
  '%5B%5D',
  'x'.repeat(5_000),
  '%',
  '%E0%A4%A',
  '-1',
  '1e309',
  'NaN',
  '%2e%2e%2f',
];

/** Every hostile value of every family, with the family's name. */
export const ALL_HOSTILE_VALUES: Array<{ family: string; json: JsonText }> = Object.entries(
  HOSTILE_VALUES,
).flatMap(([family, values]) => values.map((json) => ({ family, json })));
