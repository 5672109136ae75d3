// fast-check arbitraries of what a hostile or broken client sends, shaped by a route's JSON schema:
// mostly-valid values (so requests get past validation into the handlers, where a 5xx would hide)
// mixed with wrong types, out-of-range numbers, oversized and exotic-unicode strings, prototype
// pollution keys, malformed JSON, wrong content types, garbage cookies and odd path segments, and
// valid values with a NUL or another control character slipped in (every string field, query value and
// path segment gets them).
import fc from 'fast-check';
import type { ApiRoute, JsonSchema } from './openapi-routes.js';

/** Strings that break naive parsers: control bytes, lone surrogates, look-alike digits, RTL, emoji… */
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '\u202E123',
  'ＧＡ',
  '١٢٣',
  '１２３',
  'İ',
  'ß',
  '🎰🎰🎰',
  '0x1F',
  '1e3',
  '-0',
  '+1',
  ' 1',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '\\',
  "'; drop table lottery_draws; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/** C0 controls (NUL first), DEL and C1 controls; tab, LF and CR too, which free text may keep. */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000B',
  '\f',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
  '\t',
  '\n',
  '\r',
];

/** `text` with one control character inserted somewhere (start, middle or end). */
function withControlCharacter(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return text.chain((value) =>
    fc
      .tuple(fc.nat(value.length), fc.constantFrom(...CONTROL_CHARACTERS))
      .map(([at, control]) => `${value.slice(0, at)}${control}${value.slice(at)}`),
  );
}

/** encodeURIComponent throws on a lone surrogate; a URL carries the replacement character instead. */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );
}

/** Keys that pollute prototypes when merged naively. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const POLLUTION_VALUES: fc.Arbitrary<unknown> = fc.constantFrom(
  { isAdmin: true, polluted: 'yes' },
  { prototype: { polluted: 'yes' } },
  'polluted',
  null,
);

const NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 31),
  2 ** 31,
  999_999_999_999,
];

/** Any JSON value of the wrong kind, or oddities JSON allows. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...NUMBERS),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ maxLength: 40 }),
);

/** A string longer than the schema allows (or just long), below the 64 kB body limit most of the time. */
function tooLong(schema: JsonSchema): fc.Arbitrary<string> {
  const over = (schema.maxLength ?? 200) + 1;
  return fc.oneof(
    fc.constant('x'.repeat(over)),
    fc.constant('9'.repeat(over)),
    fc.constant('é'.repeat(over)),
    fc.constant('🎰'.repeat(Math.ceil(over / 2) + 1)),
    fc.constant('a'.repeat(20_000)),
  );
}

/** Values a schema is meant to accept. */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  if (schema.anyOf !== undefined)
    return fc.oneof(...schema.anyOf.map((inner) => validValue(inner, name)));
  switch (schema.type) {
    case 'string':
      return validString(schema, name);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.oneof(
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
        fc.integer({
          min: Math.ceil(schema.minimum ?? -1e6),
          max: Math.floor(schema.maximum ?? 1e6),
        }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  const hints: string[] = [];
  if (typeof schema.default === 'string') hints.push(schema.default);
  for (const example of schema.examples ?? []) if (typeof example === 'string') hints.push(example);
  // Field names the handlers parse further: give them values that pass those checks too.
  const lower = name.toLowerCase();
  const semantic: fc.Arbitrary<string>[] = [];
  if (['from', 'to', 'date'].includes(lower) || lower.endsWith('date')) {
    semantic.push(
      fc
        .date({ min: new Date('2024-01-01'), max: new Date('2026-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
  }
  if (lower.includes('email')) semantic.push(fc.emailAddress(), fc.constant('player@example.com'));
  if (lower === 'state') semantic.push(fc.constantFrom('GA', 'TX', 'ga', 'NY', 'ZZ'));
  if (lower.includes('zip')) semantic.push(fc.stringMatching(/^[0-9]{5}$/));
  if (lower.includes('password')) semantic.push(fc.constant('correct horse 42'));
  if (lower.includes('drawtime'))
    semantic.push(fc.constantFrom('Evening', 'Midday', 'Day', 'EVE', 'NITE', 'Morning'));
  if (lower.includes('pool'))
    semantic.push(fc.constantFrom('1,1', '1-2', 'Pool 2,2', '2,1', '9,9', ''));
  if (lower === 'code' || lower === 'passcode') semantic.push(fc.stringMatching(/^[0-9]{6}$/));
  if (lower.includes('phone') || lower.includes('sms'))
    semantic.push(fc.constantFrom('+15551234567', '5551234567'));
  const base =
    schema.pattern !== undefined
      ? fc.stringMatching(new RegExp(schema.pattern))
      : fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 30, 30),
        });
  const options = [base, ...semantic, ...(hints.length > 0 ? [fc.constantFrom(...hints)] : [])];
  return fc.oneof(...options).filter(fits);
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, inner] of Object.entries(properties)) model[key] = validValue(inner, key);
  return fc.record(model, { requiredKeys: [...required].filter((key) => key in model) });
}

/** A value of the schema's field that the schema (or the handler behind it) should refuse. */
export function hostileValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongType, oddString];
  if (schema.type === 'string' || schema.pattern !== undefined) options.push(tooLong(schema));
  // A value that would pass, with a NUL or another control character in it (a string branch of a union too).
  const text =
    schema.type === 'string' ? schema : schema.anyOf?.find((inner) => inner.type === 'string');
  if (text !== undefined) options.push(withControlCharacter(validString(text, name)));
  if (schema.type === 'integer' || schema.type === 'number') {
    const edges = [
      ...(schema.minimum !== undefined ? [schema.minimum - 1, schema.minimum - 0.5] : []),
      ...(schema.maximum !== undefined ? [schema.maximum + 1, schema.maximum + 0.5] : []),
      ...NUMBERS,
    ];
    // String-encoded numbers, non-finite ones and overflowing ones included (issue 23 finding 8).
    options.push(
      fc.constantFrom(...edges),
      fc.constantFrom(
        '1',
        '1.0',
        ' 5',
        '0x10',
        '1e2',
        '',
        'Infinity',
        '-Infinity',
        'NaN',
        '1e400',
        '-1e400',
        '9'.repeat(400),
      ),
    );
  }
  if (schema.enum !== undefined) {
    const texts = schema.enum.filter((value): value is string => typeof value === 'string');
    if (texts.length > 0)
      options.push(
        fc.constantFrom(...texts.map((t) => t.toUpperCase()), ...texts.map((t) => ` ${t}`)),
      );
  }
  if (schema.type === 'object' || schema.type === 'array')
    options.push(fc.constant({}), fc.constant([]));
  return fc.oneof(...options);
}

/** A field's value: valid most of the time, hostile otherwise. */
export function fieldValue(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, name) },
    { weight: 2, arbitrary: hostileValue(schema, name) },
  );
}

/** JSON text with keys kept exactly as given (JSON.stringify would turn `__proto__` into nothing). */
export function toJsonText(entries: readonly (readonly [string, unknown])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** Object entries shaped by the schema: some fields missing, some hostile, maybe extra and pollution keys. */
export function objectEntries(schema: JsonSchema): fc.Arbitrary<[string, unknown][]> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([key, inner]) =>
    fc.option(
      fieldValue(inner, key).map((value): [string, unknown] => [key, value]),
      {
        // A required field goes missing now and then; an optional one about half the time.
        freq: required.has(key) ? 12 : 2,
        nil: undefined,
      },
    ),
  );
  const extras = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...POLLUTION_KEYS),
        fc.string({ maxLength: 12 }),
        fc.constantFrom('id', 'userId', 'isAdmin', 'price'),
      ),
      fc.oneof(POLLUTION_VALUES, wrongType),
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...fields), fc.option(extras, { freq: 4, nil: [] }))
    .map(([picked, extra]) => [...picked.filter((entry) => entry !== undefined), ...extra]);
}

export interface BodyCase {
  /** What was sent, as text (undefined = no body). */
  payload: string | undefined;
  contentType: string | undefined;
  /** A JSON object body was sent: a schema refusal of it must name the field. */
  objectBody: boolean;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{',
  '{"a":NaN}',
  '{"a":undefined}',
  '\uFEFF{}',
  '{"a":"\\u00"}',
  '[1,2',
  'nul',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}',
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/json;;',
  'application/vnd.api+json',
  'json',
  '',
  '*/*',
];

/** Bodies for a route: schema-shaped JSON most of the time, then broken JSON, other types, huge, empty. */
export function bodyCase(schema: JsonSchema | undefined): fc.Arbitrary<BodyCase> {
  const json = (payload: string, objectBody: boolean): BodyCase => ({
    payload,
    contentType: 'application/json',
    objectBody,
  });
  const shaped = objectEntries(schema ?? { type: 'object', properties: {} }).map((entries) =>
    json(toJsonText(entries), true),
  );
  const wholeWrong = wrongType.map((value) => {
    const text = JSON.stringify(value) ?? 'null';
    return json(text, text.startsWith('{'));
  });
  const malformed = fc.constantFrom(...MALFORMED_JSON).map((text) => json(text, false));
  const otherType = fc
    .tuple(
      fc.constantFrom(...CONTENT_TYPES),
      fc.oneof(
        shaped.map((c) => c.payload ?? ''),
        oddString,
      ),
    )
    .map(([contentType, payload]): BodyCase => ({ payload, contentType, objectBody: false }));
  const huge = fc
    .constantFrom(70_000, 200_000)
    .map((size) => json(JSON.stringify({ x: 'a'.repeat(size) }), true));
  const none = fc.constantFrom<BodyCase>(
    { payload: undefined, contentType: undefined, objectBody: false },
    { payload: '', contentType: 'application/json', objectBody: false },
    { payload: undefined, contentType: 'application/json', objectBody: false },
  );
  // Wholly valid bodies too: a single hostile field would otherwise stop nearly every case at the schema.
  const valid = validValue(schema ?? { type: 'object', properties: {} }).map((value) =>
    json(JSON.stringify(value), true),
  );
  return fc.oneof(
    { weight: schema === undefined ? 2 : 4, arbitrary: valid },
    { weight: schema === undefined ? 2 : 10, arbitrary: shaped },
    { weight: 2, arbitrary: wholeWrong },
    { weight: 2, arbitrary: malformed },
    { weight: 2, arbitrary: otherType },
    { weight: 1, arbitrary: huge },
    { weight: schema === undefined ? 6 : 1, arbitrary: none },
  );
}

/** A query string for the route's documented parameters, plus unknown, repeated and polluting keys. */
export function queryString(route: ApiRoute): fc.Arbitrary<string> {
  const params = Object.entries(route.query.properties);
  const required = new Set(route.query.required);
  const asText = (value: unknown) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  const fields = params.map(([key, schema]) =>
    fc.option(
      fc.oneof(
        { weight: 8, arbitrary: fieldValue(schema, key).map((value) => [[key, asText(value)]]) },
        // The same key twice: Fastify's parser makes an array of it.
        {
          weight: 1,
          arbitrary: fc.tuple(validValue(schema, key), validValue(schema, key)).map(([a, b]) => [
            [key, asText(a)],
            [key, asText(b)],
          ]),
        },
        // Bracket forms that qs-style parsers turn into objects.
        {
          weight: 1,
          arbitrary: fc.constant([
            [`${key}[]`, '1'],
            [`${key}[a]`, 'b'],
          ]),
        },
      ),
      { freq: required.has(key) ? 12 : 2, nil: undefined },
    ),
  );
  const extras = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...POLLUTION_KEYS, '__proto__[polluted]', 'constructor[prototype][x]'),
        fc.string({ maxLength: 10 }),
      ),
      oddString,
    ),
    { maxLength: 2 },
  );
  const structured = fc
    .tuple(fc.tuple(...fields), fc.option(extras, { freq: 4, nil: [] }))
    .map(([picked, extra]) => {
      const pairs = [...picked.filter((p) => p !== undefined).flat(), ...extra] as [
        string,
        string,
      ][];
      return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    });
  // Raw, unencoded garbage straight into the URL.
  const raw = fc.constantFrom(
    '%',
    '%%%',
    'a=%E0%A4%A',
    '&&&=&',
    '=',
    'a[b][c][d][e][f]=1',
    'state=%00',
    '?',
    `limit=${'9'.repeat(400)}`,
    'x='.repeat(2000),
  );
  return fc.oneof({ weight: 9, arbitrary: structured }, { weight: 1, arbitrary: raw });
}

const ODD_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%00',
  '%',
  '%E0%A4%A',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  '%20',
  '~',
  "'",
  '"',
  '%F0%9F%8E%B0',
];

/** A path with each `:param` filled: a valid value mostly, an odd segment otherwise. */
export function pathFor(route: ApiRoute): fc.Arbitrary<string> {
  const names = Object.keys(route.pathParams);
  if (names.length === 0) return fc.constant(route.path);
  const segment = (schema: JsonSchema, name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: validValue(schema, name).map((value) => encode(String(value))) },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
      { weight: 2, arbitrary: oddString.map(encode) },
      {
        weight: 1,
        arbitrary: withControlCharacter(validValue(schema, name).map(String)).map(encode),
      },
    );
  return fc
    .tuple(...names.map((name) => segment(route.pathParams[name] ?? {}, name)))
    .map((values) => {
      let path = route.path;
      names.forEach((name, index) => {
        path = path.replace(`:${name}`, values[index] ?? '');
      });
      return path;
    });
}

/** Cookie headers: none, the client's real ones, or garbage (bad signatures, huge, control characters). */
export function cookieHeader(real: () => string | undefined): fc.Arbitrary<string | undefined> {
  const garbage = fc.oneof(
    fc.constantFrom(
      'visitor=',
      'visitor=s%3Aabc.def',
      'visitor=abc.def',
      'session=0',
      'session=%',
      'session=s%3A' + 'a'.repeat(4000),
      'gate=ok:1',
      'gate=s%3Aok%3A1.forged',
      'signup=1',
      '=; ; ;=',
      'a=b; visitor=; session=; gate=',
      '__proto__=1; constructor=2',
    ),
    fc
      .tuple(
        fc.constantFrom('visitor', 'session', 'gate', 'signup', 'x'),
        fc.string({ maxLength: 60 }),
      )
      .map(([name, value]) => `${name}=${encode(value)}`),
    // Tampered copies of the real cookies.
    fc.nat(40).map((at) => {
      const text = real() ?? 'visitor=none';
      return `${text.slice(0, at)}X${text.slice(at + 1)}`;
    }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.constant(null).map(() => real()) },
    { weight: 3, arbitrary: garbage },
  );
}
