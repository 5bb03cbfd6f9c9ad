/** Upload progress, 0..1, as the browser reports it. */
export type UploadProgressListener = (fraction: number) => void;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` over XMLHttpRequest, for the api client's uploads: fetch reports no upload
 * progress, XHR does (`xhr.upload.onprogress`). Same contract as the api client's fetch:
 * resolves with a Response for any HTTP answer, rejects on network failure or abort.
 */
export function xhrFetch(onUploadProgress: UploadProgressListener) {
  return (input: string, init: RequestInit): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const signal = init.signal;
      if (signal?.aborted) {
        reject(new DOMException('The request was aborted', 'AbortError'));
        return;
      }
      xhr.open(init.method ?? 'GET', input);
      new Headers(init.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.withCredentials = init.credentials === 'include';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onUploadProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        const headers = new Headers();
        const contentType = xhr.getResponseHeader('content-type');
        if (contentType) headers.set('content-type', contentType);
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
