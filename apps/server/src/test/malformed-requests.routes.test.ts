import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

// Every route, fed garbage: no answer may be a 500, and every API answer is an envelope.
const GARBAGE: { name: string; contentType?: string; payload?: string; query?: string }[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"a":' },
  { name: 'empty JSON body', contentType: 'application/json', payload: '' },
  { name: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  {
    name: 'deep nesting',
    contentType: 'application/json',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
  { name: 'broken form', contentType: 'application/x-www-form-urlencoded', payload: '%%%=%E0%A4%A' },
  { name: 'unknown media type', contentType: 'application/x-made-up', payload: 'hello' },
  { name: 'xml', contentType: 'text/xml', payload: '<a/>' },
  { name: 'huge query', query: `?current=${'9'.repeat(400)}&pageSize=-1&parent=%00` },
  { name: 'weird query', query: '?current=abc&pageSize=1e9&id[]=1&parent[a]=b' },
];

describe('no malformed request gets a 500', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    routes.push(...collectRoutes(t.app.printRoutes({ commonPrefix: false })));
  });
  afterAll(() => t.close());

  it('finds the API routes to probe', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
  });

  it('answers every route × garbage combination below 500, in the envelope', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const garbage of GARBAGE) {
        const url = route.url.replace(/:(\w+)/g, 'x%27%22') + (garbage.query ?? '');
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: garbage.contentType ? { 'content-type': garbage.contentType } : {},
          ...(garbage.payload !== undefined && route.method !== 'GET' ? { payload: garbage.payload } : {}),
        });
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${url} (${garbage.name}): ${response.statusCode}`);
        if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
          const body = response.json() as { code?: unknown; msg?: unknown };
          if (typeof body.code !== 'number' || typeof body.msg !== 'string') {
            failures.push(`${route.method} ${url} (${garbage.name}): not an envelope`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Reads "── /path (GET, HEAD)" lines of Fastify's route listing; wildcard routes are skipped. */
function collectRoutes(printed: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  for (const line of printed.split('\n')) {
    const match = /── (\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2] || match[1].includes('*')) continue;
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: match[1] });
    }
  }
  return routes;
}
