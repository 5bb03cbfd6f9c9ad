import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { eventStreamOf } from './event-stream';
import type { LiveStream } from './live-room';

let server: Server | undefined;

/** A server whose every request becomes an event stream, handed to the test. */
async function serveStreams(): Promise<{
  port: number;
  next: () => Promise<{ stream: LiveStream; response: ServerResponse }>;
}> {
  const waiting: ((opened: { stream: LiveStream; response: ServerResponse }) => void)[] = [];
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', connection: 'close' });
    waiting.shift()?.({ stream: eventStreamOf(response), response });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, next: () => new Promise((resolve) => waiting.push(resolve)) };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('eventStreamOf', () => {
  it('sends every write in order to an HTTP/1.1 client, the same bytes shared by several streams', async () => {
    const { port, next } = await serveStreams();
    const opened = next();
    const otherOpened = next();
    const [first, second] = [fetch(`http://127.0.0.1:${port}/one`), fetch(`http://127.0.0.1:${port}/two`)];
    const streams = [(await opened).stream, (await otherOpened).stream];
    const broadcast = Buffer.from('id: 2\nevent: live\ndata: {"n":"二"}\n\n');
    for (const stream of streams) stream.write(Buffer.from('retry: 5000\n\n'));
    for (const stream of streams) stream.write(broadcast);
    for (const stream of streams) stream.write(Buffer.from(': ping\n\n'));
    for (const stream of streams) stream.end();
    for (const response of [await first, await second]) {
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      expect(await response.text()).toBe('retry: 5000\n\nid: 2\nevent: live\ndata: {"n":"二"}\n\n: ping\n\n');
    }
  });

  it('writes the bare bytes to an HTTP/1.0 client, which reads the body to the close', async () => {
    const { port, next } = await serveStreams();
    const socket = connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.0\r\n\r\n');
    const { stream } = await next();
    stream.write(Buffer.from('retry: 5000\n\n'));
    stream.write(Buffer.from('event: live\ndata: {}\n\n'));
    stream.end();
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    await new Promise((resolve) => socket.on('close', resolve));
    const text = Buffer.concat(received).toString();
    expect(text).not.toMatch(/transfer-encoding/i);
    expect(text.slice(text.indexOf('\r\n\r\n') + 4)).toBe('retry: 5000\n\nevent: live\ndata: {}\n\n');
  });

  it('cuts a viewer who stopped reading instead of keeping every push for them in memory', async () => {
    const { port, next } = await serveStreams();
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write('GET / HTTP/1.1\r\nhost: x\r\n\r\n');
    socket.pause();
    const { stream, response } = await next();
    const event = Buffer.alloc(64 * 1024, 'a');
    // Far more than the kernel's buffers on both sides hold: the rest would wait in this process.
    for (let i = 0; i < 400 && !response.socket?.destroyed; i++) stream.write(event);
    expect(response.socket?.destroyed ?? true).toBe(true);
    socket.destroy();
  });
});
