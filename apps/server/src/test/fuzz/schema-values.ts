import fc from 'fast-check';

/** The part of JSON Schema that @fastify/swagger writes for our zod route schemas (OpenAPI 3.0). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** Finds the schema a `$ref` names in the document's components. */
export type ResolveReference = (ref: string) => JsonSchema;

/**
 * JSON text to splice into a body as it is: what JSON.stringify cannot write (1e400, a number
 * beyond doubles, 20,000 levels of brackets, a lone surrogate's escape).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Longest valid string generated, whatever maxLength allows: long enough to matter, short enough to be cheap. */
const LONGEST_VALID_STRING = 300;
/** Longest array generated from a schema, whatever maxItems allows. */
const LONGEST_VALID_ARRAY = 4;

/**
 * Strings a schema accepts that have broken servers before: SQL and LIKE metacharacters, markup,
 * paths, full-width and zero-width characters, emoji (surrogate pairs), right-to-left text.
 */
const AWKWARD_TEXT = [
  '',
  ' ',
  '影像学院',
  "' OR '1'='1",
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's text itself (Log4Shell), not a template.
  '${jndi:ldap://x}',
  '{{7*7}}',
  'ＡＢＣ１２３',
  '\u200b\ufeff',
  '\u202eevil',
  '😀👩‍⚕️🏥',
  'e\u0301',
  '\r\n\t',
  'null',
  'NaN',
  '-1',
  '1e309',
  'javascript:alert(1)',
  'http://127.0.0.1:5432/',
  '/h5/index?x=1',
];

const lowerBound = (schema: JsonSchema): number | undefined =>
  typeof schema.exclusiveMinimum === 'number'
    ? schema.exclusiveMinimum
    : schema.minimum !== undefined && schema.exclusiveMinimum === true
      ? schema.minimum
      : undefined;

const upperBound = (schema: JsonSchema): number | undefined =>
  typeof schema.exclusiveMaximum === 'number'
    ? schema.exclusiveMaximum
    : schema.maximum !== undefined && schema.exclusiveMaximum === true
      ? schema.maximum
      : undefined;

function integers(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveLow = lowerBound(schema);
  const exclusiveHigh = upperBound(schema);
  const min = Math.max(
    Number.MIN_SAFE_INTEGER,
    exclusiveLow !== undefined
      ? Math.floor(exclusiveLow) + 1
      : Math.ceil(schema.minimum ?? Number.MIN_SAFE_INTEGER),
  );
  const max = Math.min(
    Number.MAX_SAFE_INTEGER,
    exclusiveHigh !== undefined
      ? Math.ceil(exclusiveHigh) - 1
      : Math.floor(schema.maximum ?? Number.MAX_SAFE_INTEGER),
  );
  if (min > max) return fc.constant(min);
  // Small numbers find the seeded rows (ids, pages); the edges find overflows (an int4 column).
  const edges = [min, max, 0, 1, 2_147_483_647, 2_147_483_648].filter((n) => n >= min && n <= max);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 30)) }),
    },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

function numbers(schema: JsonSchema): fc.Arbitrary<number> {
  const min = lowerBound(schema) ?? schema.minimum ?? -1e12;
  const max = upperBound(schema) ?? schema.maximum ?? 1e12;
  return fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: lowerBound(schema) !== undefined,
  });
}

/** Fits `text` between the schema's lengths (counted in UTF-16 units, as zod counts), never splitting a surrogate pair. */
function fitLength(text: string, minLength: number, maxLength: number): string {
  let fitted = text;
  while (fitted.length > maxLength) fitted = Array.from(fitted).slice(0, -1).join('');
  return fitted.length < minLength ? fitted + 'a'.repeat(minLength - fitted.length) : fitted;
}

function strings(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((text) => fitsLength(schema, text));
    } catch {
      // A pattern fast-check cannot read (look-arounds): plain text, refused by the schema.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? LONGEST_VALID_STRING, LONGEST_VALID_STRING),
  );
  return fc
    .oneof(
      {
        weight: 3,
        arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 24) }),
      },
      { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_TEXT) },
      { weight: 1, arbitrary: fc.constant('长'.repeat(maxLength)) },
    )
    .map((text) => fitLength(text, minLength, maxLength));
}

function fitsLength(schema: JsonSchema, text: string): boolean {
  return (
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY)
  );
}

function objects(schema: JsonSchema, resolve: ResolveReference): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, resolve)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** Values the schema accepts, biased to what finds bugs: seeded ids, edges, awkward text. */
export function validValue(schema: JsonSchema, resolve: ResolveReference): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolve(schema.$ref), resolve);
  const value = validNonNull(schema, resolve);
  return schema.nullable
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function validNonNull(schema: JsonSchema, resolve: ResolveReference): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => validValue(choice, resolve)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], resolve);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, resolve)));
  switch (types[0]) {
    case 'string':
      return strings(schema);
    case 'integer':
      return integers(schema);
    case 'number':
      return numbers(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, resolve), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? LONGEST_VALID_ARRAY, LONGEST_VALID_ARRAY),
        ),
      });
    case 'object':
      return objects(schema, resolve);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** `depth` levels of `[` or `{"a":`, closed again: deeper than any stack should have to go. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): RawJson {
  return kind === 'array'
    ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
    : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

const labelled = (label: string, value: unknown) => ({ label, value });

/** Values of the wrong kind or abusive ones, built once and shared (a case never changes them). */
const HOSTILE_VALUES = [
  labelled('null', null),
  labelled('true', true),
  labelled('zero', 0),
  labelled('minus one', -1),
  labelled('fraction', 1.5),
  labelled('empty string', ''),
  labelled('numeric string', '42'),
  labelled('empty array', []),
  labelled('empty object', {}),
  labelled('null byte', 'a\u0000b'),
  labelled('lone surrogate', 'x\ud800'),
  labelled('lone low surrogate', '\udfffy'),
  labelled('null byte in a nested key', { 'k\u0000': 1 }),
  labelled('huge integer', new RawJson('123456789012345678901234567890')),
  labelled('beyond double', new RawJson('1e400')),
  labelled('minus beyond double', new RawJson('-1e400')),
  labelled('tiny', new RawJson('1e-400')),
  labelled('negative zero', new RawJson('-0')),
  labelled('unsafe integer', new RawJson('9007199254740993')),
  labelled('int4 overflow', 2_147_483_648),
  labelled('max safe integer', Number.MAX_SAFE_INTEGER),
  labelled('nested 100 deep', deeplyNested(100, 'array')),
  labelled('object nested 70 deep', deeplyNested(70, 'object')),
  labelled(
    'big array',
    Array.from({ length: 5000 }, (_, index) => index),
  ),
  labelled('long string', 'x'.repeat(100_000)),
  labelled('long chinese string', '长'.repeat(20_000)),
  labelled('proto key', JSON.parse('{"__proto__":{"admin":true}}')),
  labelled('constructor key', { constructor: { prototype: { admin: true } } }),
];

/** A JSON value of the wrong kind or an abusive one, for any field: what a probe sends. */
export function hostileValue(): fc.Arbitrary<{ label: string; value: unknown }> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_VALUES),
    fc.jsonValue({ maxDepth: 3 }).map((value) => labelled('random JSON', value)),
    fc.string({ unit: 'binary', maxLength: 40 }).map((value) => labelled('random text', value)),
  );
}
