import type { ServerResponse } from 'node:http';
import type { LiveStream } from './live-room';

/**
 * A viewer that has not read this much of what was written to it has stalled (a phone gone into a
 * tunnel): its stream is cut, and the app reconnects and is sent the current state when it can.
 * Without a bound every push would pile up in this process's memory for it.
 */
const MAX_UNREAD_BYTES = 256 * 1024;

const CRLF = Buffer.from('\r\n');

/** Each event's HTTP/1.1 chunk, framed once per broadcast rather than once per viewer. */
const framedChunks = new WeakMap<Buffer, Buffer>();

function chunkOf(data: Buffer): Buffer {
  let chunk = framedChunks.get(data);
  if (!chunk) {
    chunk = Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, CRLF]);
    framedChunks.set(data, chunk);
  }
  return chunk;
}

/**
 * The live room's view of one Server-Sent Events response, whose head was written with
 * `writeHead`. The first write goes through node's response (it sends the head); later writes go
 * straight to the socket with the chunk framed once for every viewer, which is what a broadcast to
 * thousands costs: node's response corks each socket and writes it on the next tick, so a room's
 * time-sliced broadcast could not see, nor share out, the system calls it caused (decision 027).
 * Writes keep their order: the socket's own buffer holds whatever node has not flushed yet.
 */
export function eventStreamOf(response: ServerResponse): LiveStream {
  let headSent = false;
  return {
    write(data) {
      const socket = response.socket;
      if (!socket || socket.destroyed) return;
      if (!headSent) {
        headSent = true;
        response.write(data);
        return;
      }
      if (socket.writableLength > MAX_UNREAD_BYTES) {
        socket.destroy();
        return;
      }
      // HTTP/1.0 (a proxy that does not speak 1.1 upstream) has no chunks: the body runs to the close.
      socket.write(response.chunkedEncoding ? chunkOf(data) : data);
    },
    end() {
      response.end();
    },
  };
}
