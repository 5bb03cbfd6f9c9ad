import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LazyRequestLogger } from './lazy-request-logger';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  // Fastify's own pino, as the server makes it.
  return { logger: Fastify({ logger: { level: 'info', stream: sink } }).log, lines };
}

describe('LazyRequestLogger', () => {
  it('makes the child only when the request first logs, and logs what the child would', () => {
    const { logger, lines } = capturingLogger();
    const child = vi.spyOn(logger, 'child');
    const requestLogger = new LazyRequestLogger(logger, { reqId: 'r-1' }, {});
    expect(requestLogger.level).toBe('info');
    expect(child).not.toHaveBeenCalled();

    requestLogger.warn({ url: '/x' }, 'slow request');
    requestLogger.error('failed %s', 'twice');
    requestLogger.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'r-1', url: '/x', msg: 'slow request' },
      { level: 50, reqId: 'r-1', msg: 'failed twice' },
    ]);
  });

  it('keeps the route’s own level', () => {
    const { logger, lines } = capturingLogger();
    const requestLogger = new LazyRequestLogger(logger, { reqId: 'r-2' }, { level: 'warn' });
    expect(requestLogger.level).toBe('warn');
    requestLogger.info('routine');
    requestLogger.warn('unusual');
    expect(lines.map((line) => line.msg)).toEqual(['unusual']);
    requestLogger.child({ job: 'j' }).error('from a child');
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-2', job: 'j', msg: 'from a child' });
  });
});
