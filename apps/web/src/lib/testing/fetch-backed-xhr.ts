/**
 * An XMLHttpRequest for tests that sends through the (stubbed) global fetch, so the api stub
 * answers XHR uploads too, and reports upload progress in two steps (half, then all) like a
 * browser would for a small body.
 */
export function fetchBackedXhr(fetchImpl: typeof fetch) {
  return class FetchBackedXMLHttpRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private responseHeaders = new Headers();
    private readonly controller = new AbortController();

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders.get(name);
    }

    abort(): void {
      this.controller.abort();
    }

    send(body: BodyInit | null): void {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      progress(50);
      fetchImpl(this.url, {
        method: this.method,
        headers: this.headers,
        body,
        signal: this.controller.signal,
      })
        .then(async (response) => {
          progress(100);
          this.status = response.status;
          this.responseHeaders = response.headers;
          this.responseText = await response.text();
          this.onload?.();
        })
        .catch(() => (this.controller.signal.aborted ? this.onabort?.() : this.onerror?.()));
    }
  };
}
