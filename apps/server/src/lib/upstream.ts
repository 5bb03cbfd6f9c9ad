/** How the server calls upstream HTTP APIs (WeChat, WeCom); tests route it to `app.inject`. */
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
) => Promise<Response>;

/** A minimal logger (pino's shape) for upstream failures worth an operator's look. */
export interface UpstreamLogger {
  warn(details: Record<string, unknown>, message: string): void;
}
