import { bearer, type Comment, type MeetingLiveStatus, MeetingState, SESSION_HEADER } from '@ia/shared';
import { createParser } from 'eventsource-parser';
import { expectPage } from '../../../lib/answer-shape';
import { defaultApiClientDeps, resolveApiPath } from '../../../lib/api-client';

/**
 * GET meeting/live-events/{id}: the live room pushed over Server-Sent Events (issue 12). Read with
 * fetch, because EventSource cannot send the Authorization header the app signs in with.
 */

/**
 * One `live` event: the fields of GET meeting/live-status, plus the first comment page (whose `mine`
 * and `zanned` are false: the push is the same for every viewer) when it changed since the last
 * event, and always in the first event of a connection.
 */
export interface MeetingLiveEvent extends MeetingLiveStatus {
  comments?: { total: number; data: Comment[] };
}

/** How one connection ended: `ended` when the server said the meeting is no longer live (do not reconnect), else `dropped`. */
export type LiveEventsOutcome = 'ended' | 'dropped';

export interface LiveEventsHandlers {
  onSnapshot: (snapshot: MeetingLiveEvent) => void;
  /** The server's `retry` field, milliseconds. */
  onRetry: (retryMs: number) => void;
}

/**
 * The server sends its first event at once on connect: a stream that has sent none by then is
 * not coming through (a buffering proxy, a stalled network), and polling takes over.
 */
const LIVE_FIRST_EVENT_MS = 10_000;
/** The server writes `: ping` after 15 s without an event: two missed pings mean a dead line (phones lose them silently). */
const LIVE_SILENCE_MS = 35_000;
/** One event carries ten comments with three replies each: far below this; a stream that buffers more is broken. */
const MAX_EVENT_CHARS = 1_000_000;

function isEventStream(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  return (
    response.ok &&
    (response.headers.get('content-type') ?? '').includes('text/event-stream') &&
    typeof response.body?.getReader === 'function'
  );
}

/**
 * A light check, as for every answer (the app ships no zod): the event or snapshot as the page reads
 * it, or null when it is not one.
 */
export function readLiveEvent(value: unknown): MeetingLiveEvent | null {
  const event = value as Partial<MeetingLiveEvent> | null;
  const readable =
    typeof event === 'object' &&
    event !== null &&
    MeetingState.includes(event.state as never) &&
    typeof event.watching_now === 'number' &&
    typeof event.comment_count === 'number' &&
    typeof event.starts_in === 'number';
  if (!readable) return null;
  try {
    if (event.comments !== undefined) expectPage(event.comments);
  } catch {
    return null;
  }
  return event as MeetingLiveEvent;
}

/** An event's data it cannot read ends the stream, and polling takes over. */
function readSnapshot(data: string): MeetingLiveEvent | null {
  try {
    return readLiveEvent(JSON.parse(data));
  } catch {
    return null;
  }
}

/**
 * Opens the meeting's event stream and reads it until it ends, `signal` aborts it, or it goes
 * quiet. An answer that is not an event stream (a refusal in the JSON envelope, an older server's
 * 404, a proxy's page) resolves `dropped` unread: the snapshot poll that takes over meets the
 * same refusal and the api client handles it there, as it always has.
 */
export async function readMeetingLiveEvents(
  meetingId: number,
  handlers: LiveEventsHandlers,
  signal: AbortSignal,
): Promise<LiveEventsOutcome> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal.aborted) return 'dropped';
  signal.addEventListener('abort', abort, { once: true });
  let watchdog = setTimeout(abort, LIVE_FIRST_EVENT_MS);
  let delivered = false;
  let ended = false;

  const identity = defaultApiClientDeps.getIdentity();
  const headers = new Headers({ Accept: 'text/event-stream' });
  if (identity.token) headers.set(SESSION_HEADER, bearer(identity.token));
  try {
    const response = await defaultApiClientDeps.fetch(resolveApiPath(`meeting/live-events/${meetingId}`), {
      method: 'GET',
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!isEventStream(response)) {
      await response.body?.cancel().catch(() => undefined);
      return 'dropped';
    }
    const reader = response.body.getReader();
    // A real fetch errors the body on abort; cancelling also ends a read on any other body.
    controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
      once: true,
    });
    const parser = createParser({
      maxBufferSize: MAX_EVENT_CHARS,
      onRetry: handlers.onRetry,
      onEvent: (event) => {
        if (event.event !== 'live' || ended || controller.signal.aborted) return;
        const snapshot = readSnapshot(event.data);
        if (snapshot === null) {
          controller.abort();
          return;
        }
        delivered = true;
        handlers.onSnapshot(snapshot);
        if (snapshot.state !== 'live') {
          ended = true;
          controller.abort();
        }
      },
      onError: abort,
    });
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || controller.signal.aborted) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (delivered) {
        clearTimeout(watchdog);
        watchdog = setTimeout(abort, LIVE_SILENCE_MS);
      }
    }
  } catch {
    // A network failure or an abort (ours or the caller's): the outcome says what follows.
  } finally {
    clearTimeout(watchdog);
    signal.removeEventListener('abort', abort);
    controller.abort();
  }
  return ended ? 'ended' : 'dropped';
}
