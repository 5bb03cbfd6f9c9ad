import fc from 'fast-check';
import {
  deeplyNested,
  hostileValue,
  type JsonSchema,
  RawJson,
  type ResolveReference,
  validValue,
} from './schema-values';

/** One operation of the OpenAPI document, as the fuzz needs it. */
export interface FuzzOperation {
  /** `GET /api/platform/content/{id}`: how reports and the list of non-envelope answers name it. */
  key: string;
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  /** A file upload: the document has no body schema for it, its summary says multipart. */
  multipart: boolean;
}

/** A request to send, whatever sends it (app.inject or HTTP). */
export interface FuzzRequest {
  method: string;
  /** Path and query string, ASCII and percent-encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** False when the case sends credentials of its own (garbage) instead of its role's. */
  useRoleCredentials: boolean;
  /** What the case does, e.g. `valid`, `body.title: lone surrogate`, `content type text/xml`. */
  label: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The shape of the document @fastify/swagger builds (app.swagger(), or GET /api/docs/json). */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        queryParams: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required ?? false,
            schema: parameter.schema ?? {},
          })),
        ...(body ? { body } : {}),
        multipart: !body && method === 'post' && /multipart/i.test(operation.summary ?? ''),
      });
    }
  }
  return operations;
}

/** Resolves `#/components/schemas/x` in `document`. */
export function referenceResolver(document: OpenApiDocument): ResolveReference {
  return (ref) => {
    const name = ref.replace('#/components/schemas/', '');
    return document.components?.schemas?.[name] ?? {};
  };
}

/** The parts of a request the schema accepts, before any mutation. */
interface ValidParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A query or path value as text: what the client would put in the URL. */
function asText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the bytes a
 * careless client would send (ED A0 80 ...: not UTF-8).
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

const RAW_MARK = '\u0001raw';

/** JSON text of `value`, with each RawJson spliced in as it is. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `${RAW_MARK}${raws.length - 1}\u0001`;
    }
    return item;
  });
  if (text === undefined) return '';
  if (raws.length === 0) return text;
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

/** The query string of `query`; arrays repeat the key. */
function queryString(query: Record<string, unknown>, rawEncoded: Record<string, string> = {}): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (name in rawEncoded) pairs.push(`${percentEncode(name)}=${rawEncoded[name]}`);
    else if (Array.isArray(value))
      for (const item of value) pairs.push(`${percentEncode(name)}=${percentEncode(asText(item))}`);
    else pairs.push(`${percentEncode(name)}=${percentEncode(asText(value))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The URL of `operation` with its path parameters filled in (already encoded) and its query string. */
function urlOf(operation: FuzzOperation, encodedPath: Record<string, string>, query: string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodedPath[name] ?? '1') + query;
}

function encodedPathOf(parts: ValidParts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parts.path).map(([name, value]) => [name, percentEncode(asText(value))]),
  );
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** The request `parts` make, as a client following the schema would send it. */
function render(operation: FuzzOperation, parts: ValidParts, label: string): FuzzRequest {
  const request: FuzzRequest = {
    method: operation.method,
    url: urlOf(operation, encodedPathOf(parts), queryString(parts.query)),
    headers: {},
    useRoleCredentials: true,
    label,
  };
  if (operation.body) {
    request.headers = { ...JSON_TYPE };
    request.body = jsonText(parts.body);
  }
  return request;
}

/** Every place a value sits in `value`: [] is the value itself, ['items', 0, 'name'] a nested field. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (prefix.length > 6) return paths;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...fieldPaths(item, [...prefix, index]));
  } else if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const [key, item] of Object.entries(value)) paths.push(...fieldPaths(item, [...prefix, key]));
  }
  return paths;
}

/** A copy of `root` with the value at `path` replaced (or removed when `replacement` is `removed`). */
function withValueAt(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    if (replacement === removed && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = withValueAt(root[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) };
  if (replacement === removed && rest.length === 0) delete copy[head];
  else
    Object.defineProperty(copy, head, {
      value: withValueAt(copy[head], rest, replacement),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  return copy;
}

const removed = Symbol('removed');

const fieldName = (path: (string | number)[]) => ['body', ...path].join('.');

/** Query-string and path values a probe tries: out of range, not numbers, not UTF-8, too long. */
const HOSTILE_URL_VALUES: { label: string; encoded: string }[] = [
  { label: 'zero', encoded: '0' },
  { label: 'minus one', encoded: '-1' },
  { label: 'int4 overflow', encoded: '2147483648' },
  { label: 'unsafe integer', encoded: '9007199254740993' },
  { label: 'huge number', encoded: '99999999999999999999999999' },
  { label: 'exponent', encoded: '1e309' },
  { label: 'fraction', encoded: '1.5' },
  { label: 'hex', encoded: '0x1f' },
  { label: 'NaN', encoded: 'NaN' },
  { label: 'Infinity', encoded: 'Infinity' },
  { label: 'word', encoded: 'abc' },
  { label: 'empty', encoded: '' },
  { label: 'spaces', encoded: '%20%201%20' },
  { label: 'null byte', encoded: 'a%00b' },
  { label: 'lone surrogate', encoded: '%ED%A0%80' },
  { label: 'invalid UTF-8', encoded: '%C3%28%FF' },
  { label: 'bad percent escape', encoded: '%zz%' },
  { label: 'dot segments', encoded: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'SQL', encoded: percentEncode("1' OR '1'='1") },
  { label: 'LIKE wildcards', encoded: '%25_%5C' },
  { label: 'emoji', encoded: percentEncode('😀') },
  { label: 'long', encoded: 'x'.repeat(300) },
  { label: 'very long', encoded: '9'.repeat(5000) },
];

/** Credentials a probe sends: malformed tokens and cookies, instead of the role's. */
const HOSTILE_CREDENTIALS: { label: string; headers: Record<string, string> }[] = [
  { label: 'empty bearer', headers: { authorization: 'Bearer ' } },
  { label: 'garbage bearer', headers: { authorization: 'Bearer %00\u00ff;;' } },
  { label: 'JWT-like bearer', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' } },
  { label: 'long bearer', headers: { authorization: `Bearer ${'a'.repeat(8000)}` } },
  { label: 'basic auth', headers: { authorization: 'Basic Og==' } },
  { label: 'garbage console cookie', headers: { cookie: 'ia_admin=%00%ff' } },
  { label: 'long console cookie', headers: { cookie: `ia_admin=${'b'.repeat(4000)}` } },
  { label: 'malformed cookie header', headers: { cookie: ';;=;ia_admin;=' } },
  {
    label: 'odd request id and language',
    headers: { 'x-request-id': '../\u00ff', 'accept-language': '*;q=x,,' },
  },
];

const BOUNDARY = 'fuzzboundary';
/** The request's own valid body, sent under another content type. */
const asValidText = (validText: string) => validText;

/**
 * Bodies that are not what the content type says, or not what any route takes. Built once: the
 * big ones are shared by every case that sends them.
 */
const HOSTILE_BODIES: {
  label: string;
  contentType?: string;
  body: string | Buffer | ((validText: string) => string | Buffer);
}[] = [
  { label: 'malformed JSON', contentType: 'application/json', body: '{"a":' },
  { label: 'trailing comma', contentType: 'application/json', body: '{"a":1,}' },
  { label: 'single quotes', contentType: 'application/json', body: "{'a':1}" },
  { label: 'empty JSON body', contentType: 'application/json', body: '' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON array', contentType: 'application/json', body: '[1,2,3]' },
  { label: 'JSON string', contentType: 'application/json', body: '"x"' },
  { label: 'JSON lone surrogate', contentType: 'application/json', body: '"\\ud800"' },
  { label: 'body 20,000 deep', contentType: 'application/json', body: deeplyNested(20_000, 'array').text },
  { label: 'object 5,000 deep', contentType: 'application/json', body: deeplyNested(5_000, 'object').text },
  { label: 'proto pollution', contentType: 'application/json', body: '{"__proto__":{"admin":true}}' },
  { label: 'duplicate keys', contentType: 'application/json', body: '{"a":1,"a":{"b":2}}' },
  { label: 'body over the limit', contentType: 'application/json', body: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { label: 'content type text/plain', contentType: 'text/plain', body: asValidText },
  { label: 'content type text/xml', contentType: 'text/xml', body: '<?xml version="1.0"?><a>&x;</a>' },
  {
    label: 'content type form',
    contentType: 'application/x-www-form-urlencoded',
    body: 'a=1&a=2&b[c]=%00&%zz',
  },
  { label: 'content type made up', contentType: 'application/x-made-up', body: asValidText },
  { label: 'JSON in latin1', contentType: 'application/json; charset=latin1', body: asValidText },
  { label: 'JSON in utf-16', contentType: 'application/json; charset=utf-16', body: asValidText },
  { label: 'malformed content type', contentType: ';;/;', body: asValidText },
  { label: 'no content type', body: (validText) => Buffer.from(validText) },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'x' },
  {
    label: 'truncated multipart',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
  },
  {
    label: 'binary body',
    contentType: 'application/octet-stream',
    body: Buffer.from([0, 255, 254, 0, 1, 2]),
  },
];

/** The request with one of HOSTILE_BODIES instead of its own. */
function hostileBodies(operation: FuzzOperation, parts: ValidParts): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...HOSTILE_BODIES).map(({ label, contentType, body }): FuzzRequest => {
    const base = render(operation, parts, label);
    const validText = operation.body ? jsonText(parts.body) : '{}';
    const headers: Record<string, string> = contentType === undefined ? {} : { 'content-type': contentType };
    return {
      ...base,
      headers,
      body: typeof body === 'function' ? body(validText) : body,
    };
  });
}

/** A multipart body: fields, then files. */
function multipartBody(
  fields: [string, string][],
  files: { field: string; name: string; type: string; bytes: Buffer }[],
): { contentType: string; body: Buffer } {
  const boundary = 'fuzz7e3d9a';
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads: a plausible file, or hostile names, types, fields and bytes. */
function multipartRequests(operation: FuzzOperation, parts: ValidParts): fc.Arbitrary<FuzzRequest> {
  const base = render(operation, parts, '');
  return fc
    .record({
      purpose: fc.constantFrom('image', 'avatar', 'license', 'certification', '', '\u0000', 'x'.repeat(300)),
      name: fc.constantFrom(
        'photo.png',
        'a\u0000.png',
        '../../etc/passwd',
        `${'n'.repeat(500)}.png`,
        '照片.png',
        'x\ud800.png',
        '',
      ),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/x-msdownload', ''),
      bytes: fc.oneof(
        { weight: 3, arbitrary: fc.constant(TINY_PNG) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
        { weight: 1, arbitrary: fc.constant(Buffer.from('<svg onload=alert(1)>')) },
      ),
      files: fc.integer({ min: 0, max: 2 }),
      field: fc.constantFrom('file', 'image', 'files[]', ''),
    })
    .map(({ purpose, name, type, bytes, files, field }) => {
      const { contentType, body } = multipartBody(
        [['purpose', purpose]],
        Array.from({ length: files }, () => ({ field, name, type, bytes })),
      );
      const plain =
        purpose === 'image' &&
        name === 'photo.png' &&
        type === 'image/png' &&
        files === 1 &&
        field === 'file';
      return {
        ...base,
        headers: { 'content-type': contentType },
        body,
        label: plain
          ? 'valid upload'
          : `upload: ${files} file(s) ${JSON.stringify(name).slice(0, 40)} as ${type || 'no type'}`,
      };
    });
}

/** The valid parts of a request to `operation`. */
function validParts(operation: FuzzOperation, resolve: ResolveReference): fc.Arbitrary<ValidParts> {
  const path = fc.record(
    Object.fromEntries(operation.pathParams.map((param) => [param.name, validValue(param.schema, resolve)])),
  );
  const query = fc.record(
    Object.fromEntries(operation.queryParams.map((param) => [param.name, validValue(param.schema, resolve)])),
    { requiredKeys: operation.queryParams.filter((param) => param.required).map((param) => param.name) },
  );
  const body = operation.body ? validValue(operation.body, resolve) : fc.constant(undefined);
  return fc.record({ path, query, body });
}

/** A request to `operation` that its schema accepts (an upload: a plausible file). */
export function validRequest(operation: FuzzOperation, resolve: ResolveReference): fc.Arbitrary<FuzzRequest> {
  const parts = validParts(operation, resolve);
  if (operation.multipart) return parts.chain((valid) => multipartRequests(operation, valid));
  return parts.map((valid) => render(operation, valid, 'valid'));
}

/**
 * Any request to `operation`: valid ones, and valid ones with one thing wrong — a field of the
 * wrong type or abusive, a required field missing, an extra field, a hostile query or path value,
 * a body the content type does not describe, garbage credentials.
 */
export function anyRequest(operation: FuzzOperation, resolve: ResolveReference): fc.Arbitrary<FuzzRequest> {
  return validParts(operation, resolve).chain((parts) => {
    const valid = render(operation, parts, 'valid');
    const choices: fc.WeightedArbitrary<FuzzRequest>[] = [
      {
        weight: 3,
        arbitrary: operation.multipart ? multipartRequests(operation, parts) : fc.constant(valid),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...HOSTILE_CREDENTIALS).map((credentials) => ({
          ...valid,
          headers: { ...valid.headers, ...credentials.headers },
          useRoleCredentials: false,
          label: `credentials: ${credentials.label}`,
        })),
      },
    ];
    if (operation.method !== 'GET') choices.push({ weight: 2, arbitrary: hostileBodies(operation, parts) });
    if (operation.body) choices.push({ weight: 6, arbitrary: bodyMutations(operation, parts) });
    if (operation.pathParams.length > 0) {
      choices.push({
        weight: 2,
        arbitrary: fc
          .record({
            param: fc.constantFrom(...operation.pathParams),
            value: fc.constantFrom(...HOSTILE_URL_VALUES),
          })
          .map(({ param, value }) => ({
            ...valid,
            url: urlOf(
              operation,
              { ...encodedPathOf(parts), [param.name]: value.encoded },
              queryString(parts.query),
            ),
            label: `params.${param.name}: ${value.label}`,
          })),
      });
    }
    choices.push({
      weight: operation.queryParams.length > 0 ? 3 : 1,
      arbitrary: queryMutations(operation, parts),
    });
    return fc.oneof(...choices);
  });
}

/** One body field replaced by a hostile value, a field removed, or an extra field added. */
function bodyMutations(operation: FuzzOperation, parts: ValidParts): fc.Arbitrary<FuzzRequest> {
  const valid = render(operation, parts, '');
  const paths = fieldPaths(parts.body);
  const containers = paths.filter((path) => {
    const value = path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown>)[key],
      parts.body,
    );
    return (
      value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson)
    );
  });
  const withBody = (body: unknown, label: string): FuzzRequest => ({ ...valid, body: jsonText(body), label });
  const replaced = fc
    .record({ path: fc.constantFrom(...paths), hostile: hostileValue() })
    .map(({ path, hostile }) =>
      withBody(withValueAt(parts.body, path, hostile.value), `${fieldName(path)}: ${hostile.label}`),
    );
  const choices: fc.Arbitrary<FuzzRequest>[] = [replaced];
  const removable = paths.filter((path) => path.length > 0);
  if (removable.length > 0) {
    choices.push(
      fc
        .constantFrom(...removable)
        .map((path) => withBody(withValueAt(parts.body, path, removed), `${fieldName(path)}: missing`)),
    );
  }
  if (containers.length > 0) {
    choices.push(
      fc
        .record({
          path: fc.constantFrom(...containers),
          key: fc.oneof(
            fc.constantFrom(
              '__proto__',
              'constructor',
              'id',
              'user_id',
              'userId',
              'role',
              'status',
              'isAdmin',
              'a\u0000',
              'k\ud800',
            ),
            fc.string({ maxLength: 12 }),
          ),
          hostile: hostileValue(),
        })
        .map(({ path, key, hostile }) =>
          withBody(
            withValueAt(parts.body, [...path, key], hostile.value),
            `${fieldName([...path, key])}: extra field, ${hostile.label}`,
          ),
        ),
    );
  }
  return fc.oneof(...choices);
}

/** A hostile query value for a known parameter or an unknown one, a parameter repeated, or one missing. */
function queryMutations(operation: FuzzOperation, parts: ValidParts): fc.Arbitrary<FuzzRequest> {
  const names = operation.queryParams.map((param) => param.name);
  const path = encodedPathOf(parts);
  const request = (query: string, label: string): FuzzRequest => ({
    ...render(operation, parts, label),
    url: urlOf(operation, path, query),
  });
  const choices: fc.Arbitrary<FuzzRequest>[] = [
    fc
      .record({
        name:
          names.length > 0
            ? fc.oneof(fc.constantFrom(...names), fc.constant('unknown'))
            : fc.constant('unknown'),
        value: fc.constantFrom(...HOSTILE_URL_VALUES),
      })
      .map(({ name, value }) =>
        request(
          queryString({ ...parts.query, [name]: '' }, { [name]: value.encoded }),
          `querystring.${name}: ${value.label}`,
        ),
      ),
    fc
      .constantFrom(
        '?a[b]=1&a[c]=2',
        '?__proto__[x]=1',
        '?constructor=1',
        '?&&=&=',
        `?q=${'x'.repeat(20_000)}`,
      )
      .map((query) =>
        request(
          queryString(parts.query) ? `${queryString(parts.query)}&${query.slice(1)}` : query,
          'odd query string',
        ),
      ),
  ];
  if (names.length > 0) {
    choices.push(
      fc.constantFrom(...names).map((name) => {
        const value = parts.query[name] ?? '1';
        return request(
          queryString({ ...parts.query, [name]: [value, value, 'x'] }),
          `querystring.${name}: repeated`,
        );
      }),
    );
    const required = operation.queryParams.filter((param) => param.required).map((param) => param.name);
    if (required.length > 0) {
      choices.push(
        fc.constantFrom(...required).map((name) => {
          const { [name]: _missing, ...rest } = parts.query;
          return request(queryString(rest), `querystring.${name}: missing`);
        }),
      );
    }
  }
  return fc.oneof(...choices);
}
