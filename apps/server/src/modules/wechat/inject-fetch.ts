import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../../lib/upstream';

/**
 * A fetch that answers from the app itself through `inject`, whatever the URL's host: tests run
 * the whole WeChat protocol against the sandbox in-process, without listening on a port.
 */
export function injectFetch(getApp: () => FastifyInstance): FetchLike {
  return async (url, init) => {
    init.signal.throwIfAborted();
    const target = new URL(url);
    const answer = await getApp().inject({
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      ...(init.body === undefined ? {} : { payload: init.body, headers: init.headers ?? {} }),
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
