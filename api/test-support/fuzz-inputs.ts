/**
 * fast-check generators for the fuzz test: request bodies that are almost right, plainly wrong
 * or hostile, written out as raw text so keys such as `__proto__` reach the server verbatim.
 */
import fc from 'fast-check';
import { API, CARE_LOCATIONS, SERVICE_TYPES } from '#contract';

const DAY_MS = 86_400_000;

/** Dates around the booking window (before it, inside, after), some of them not real dates. */
const date = fc.oneof(
  fc.integer({ min: -3, max: 66 }).map((days) => new Date(Date.parse('2026-06-08T12:00:00Z') + days * DAY_MS).toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-13-01', '2026-6-9', '09/06/2026', ''),
);
const time = fc.oneof(
  fc.integer({ min: 0, max: 95 }).map((quarter) => `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`),
  fc.constantFrom('09:07', '24:00', '9:00', '10:00:00', 'noon'),
);

const SURROGATES = 0xe000 - 0xd800;
/**
 * fast-check's `unit: 'binary'` (any code point but a lone surrogate): the same values from the same
 * seed, but its way back from a value is worked out, not looked up in a map of all 1.1 million code
 * points that fast-check builds when the string arbitrary is made (2 s of every run, for nothing).
 */
const anyCodePoint = fc.nat({ max: 0x10ffff - SURROGATES }).map(
  (index) => String.fromCodePoint(index < 0xd800 ? index : index + SURROGATES),
  (value) => {
    const point = typeof value === 'string' ? value.codePointAt(0) : undefined;
    if (point === undefined || String.fromCodePoint(point) !== value || (point >= 0xd800 && point < 0xe000)) throw new Error('Not one code point.');
    return point < 0xd800 ? point : point - SURROGATES;
  },
);

const header = (min: number, max: number) => fc.integer({ min, max }).filter((code) => code !== 0x7f).map((code) => String.fromCharCode(code));

/** Values of every JSON type and shape, huge and unicode strings among them. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
  fc.nat({ max: 12_000 }).map((length) => 'é'.repeat(length)),
  fc.nat({ max: 3_000 }).map((length) => '\u{1F9B6}'.repeat(length)),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '<script>alert(1)</script>', "'; DROP TABLE bookings; --", '{{7*7}}', '${7*7}'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.nat({ max: 2_000 }).map((depth) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as unknown),
);

/** Keys that are not in any schema, the prototype-polluting ones first among them. */
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'id', 'createdAt', 'isAdmin', 'toString', 'hasOwnProperty', 'valueOf', ''),
  fc.string({ maxLength: 12 }),
);
const polluting = fc.constantFrom({ polluted: 'yes' }, { prototype: { polluted: 'yes' } }, 'yes', ['polluted']);

type Fields = Record<string, { valid: fc.Arbitrary<unknown>; near: fc.Arbitrary<unknown> }>;

const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,11}$/), fc.constantFrom('example.com', 'mail.example', 'xn--bcher-kva.example'))
  .map(([local, domain]) => `${local.replace(/\.+$/, '').replace(/\.{2,}/g, '.')}@${domain}`);

/** Weekdays of the rule inside the booking window, and start times on its grid. */
const slotDate = (weekdays: number[]) =>
  fc
    .integer({ min: 0, max: 60 })
    .map((days) => new Date(Date.parse('2026-06-08T12:00:00Z') + days * DAY_MS))
    .filter((day) => weekdays.includes(day.getUTCDay()))
    .map((day) => day.toISOString().slice(0, 10));
const gridTime = (hours: number[], minutes: number[]) =>
  fc.tuple(fc.constantFrom(...hours), fc.constantFrom(...minutes)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const bookingFields = (type: string, other: string, weekdays: number[], times: fc.Arbitrary<string>): Fields => ({
  date: { valid: slotDate(weekdays), near: date },
  time: { valid: times, near: time },
  type: { valid: fc.constant(type), near: fc.constantFrom(other, '') },
  clientName: { valid: fc.constantFrom('James Carter', 'Zoë Ng', '李小龙'), near: fc.constantFrom('', '   ', 'x'.repeat(101)) },
  clientEmail: { valid: email, near: fc.oneof(fc.emailAddress(), fc.constantFrom('not-an-email', 'a@b')) },
  clientPhone: { valid: fc.constantFrom('555-302-4455', '+1 (555) 302 4455'), near: fc.constantFrom('12', 'call me', '5'.repeat(31)) },
  notes: { valid: fc.string({ maxLength: 200 }), near: fc.string({ minLength: 2_501, maxLength: 2_600 }) },
});

/** Per field: a value that passes validation, and one that is near it but may not. */
const FIELDS: Record<string, Fields> = {
  [API.contact]: {
    firstName: { valid: fc.constantFrom('Maria', 'Zoë', '李'), near: fc.constantFrom('', ' ', 'x'.repeat(101)) },
    lastName: { valid: fc.constantFrom('Lopez', "O'Brien", 'Nguyễn'), near: fc.constantFrom('', 'x'.repeat(101)) },
    email: { valid: email, near: fc.oneof(fc.emailAddress(), fc.constantFrom('not-an-email', 'a@b')) },
    phone: { valid: fc.constantFrom('(555) 201-3344', '+1 555 201 3344'), near: fc.constantFrom('555-2013', 'call me') },
    serviceType: { valid: fc.constantFrom(...SERVICE_TYPES, ''), near: fc.constantFrom('surgery', 'WOUND-CARE') },
    careLocation: { valid: fc.constantFrom(...CARE_LOCATIONS, ''), near: fc.constantFrom('moon', 'Home') },
    message: { valid: fc.string({ maxLength: 200 }), near: fc.string({ minLength: 2_001, maxLength: 2_100 }) },
    consent: { valid: fc.constantFrom('true', 'false'), near: fc.constantFrom('yes', 'TRUE', '') },
  },
  [API.consultationBook]: bookingFields('consultation', 'coordinator', [1, 2, 3, 4, 5], gridTime([9, 10, 11, 12, 13, 14, 15, 16], [0, 15, 30, 45])),
  [API.coordinatorBook]: {
    ...bookingFields('coordinator', 'consultation', [1, 2, 3], gridTime([9, 10, 11, 12, 13, 14], [0])),
    facilityName: { valid: fc.constantFrom('Sunrise Assisted Living', 'Maple Court'), near: fc.constantFrom('', 'x'.repeat(101)) },
  },
};

const asJsonMember = ([key, value]: [string, unknown]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;

/**
 * A JSON object text plus unknown and polluting keys. Either every field is valid (so bodies
 * are really stored, and must be stored without the extra keys), or each field is
 * independently valid, near, odd or missing.
 */
function objectText(fields: Fields): fc.Arbitrary<string> {
  const entries = Object.entries(fields);
  const allValid = fc.tuple(...entries.map(([key, { valid }]) => valid.map((value) => [key, value] as [string, unknown])));
  const mixed = fc.tuple(
    ...entries.map(([key, { valid, near }]) =>
      fc
        .oneof({ weight: 5, arbitrary: valid }, { weight: 2, arbitrary: near }, { weight: 2, arbitrary: oddValue }, { weight: 1, arbitrary: fc.constant(undefined) })
        .map((value) => [key, value] as [string, unknown]),
    ),
  );
  const extras = fc.array(fc.tuple(extraKey, fc.oneof(polluting, oddValue)), { maxLength: 3 });
  return fc
    .tuple(fc.oneof({ weight: 1, arbitrary: allValid }, { weight: 2, arbitrary: mixed }), extras)
    .map(([known, unknown]) => `{${[...known.filter(([, value]) => value !== undefined), ...unknown].map(asJsonMember).join(',')}}`);
}

/** Whole bodies: objects, cut-off JSON, other JSON values, and text that is not JSON at all. */
export function bodyText(path: string): fc.Arbitrary<string> {
  const object = objectText(FIELDS[path]!);
  return fc.oneof(
    { weight: 8, arbitrary: object },
    { weight: 2, arbitrary: object.chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', 'null', '[]', '"text"', '0', 'true', '{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', '{,}', '\uFEFF{}'),
    },
  );
}

/** Mostly JSON, sometimes another type, a foreign charset or none at all. */
export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON; charset="UTF-8"') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/merge-patch+json',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/json;;;',
      '*/*',
    ),
  },
);

export const contentEncoding = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('identity', 'gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip') },
);

/** Idempotency keys: none, sane, reused across different bodies, too long, blank, or with Latin-1 bytes. */
export const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.string({ unit: header(0x21, 0x7e), minLength: 1, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom('reused-key-1', 'reused-key-2') },
  { weight: 1, arbitrary: fc.string({ unit: header(0x20, 0xff), maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '   ', 'k'.repeat(256), 'clé-ü') },
);
