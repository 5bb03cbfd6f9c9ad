import { describe, expect, it } from 'vitest';
import { DEGRADED_CACHE_MS, LocalInvalidationBus } from './invalidation-bus';

/** The relay's side of the bus, as RedisInvalidationBus uses it. */
class RelayedBus extends LocalInvalidationBus {
  relayed: { name: string; payload: unknown }[] = [];
  up = true;
  override cacheLifetime(normalMs: number): number {
    return this.up ? normalMs : Math.min(normalMs, DEGRADED_CACHE_MS);
  }
  receive(name: string, payload: unknown): void {
    this.deliver(name, payload);
  }
  linkChanged(up: boolean): void {
    this.up = up;
    this.resync();
  }
  protected override async relay(name: string, payload: unknown): Promise<void> {
    this.relayed.push({ name, payload });
  }
}

describe('the invalidation bus', () => {
  it('delivers a message to this process at once, and to every channel of the same name', async () => {
    const bus = new LocalInvalidationBus();
    const seen: string[] = [];
    bus.channel<string>('users', 'all').subscribe((payload) => seen.push(`a:${payload}`));
    const unsubscribe = bus.channel<string>('users', 'all').subscribe((payload) => seen.push(`b:${payload}`));
    const sent = bus.channel<string>('users', 'all').publish('7');
    expect(seen).toEqual(['a:7', 'b:7']);
    await sent;
    unsubscribe();
    await bus.channel<string>('users', 'all').publish('8');
    expect(seen).toEqual(['a:7', 'b:7', 'a:8']);
    expect(bus.cacheLifetime(30_000)).toBe(30_000);
  });

  it('relays what is published, delivers what other nodes relayed, and makes every channel forget everything when the link changes', async () => {
    const bus = new RelayedBus();
    const users: unknown[] = [];
    const catalogue: unknown[] = [];
    bus.channel<unknown>('users', { kind: 'all-users' }).subscribe((payload) => users.push(payload));
    bus.channel<null>('catalogue', null).subscribe((payload) => catalogue.push(payload));
    await bus.channel<unknown>('users', { kind: 'all-users' }).publish({ kind: 'session', tokenHash: 'h' });
    expect(bus.relayed).toEqual([{ name: 'users', payload: { kind: 'session', tokenHash: 'h' } }]);
    bus.receive('catalogue', null);
    bus.receive('unknown-channel', 1);
    expect(catalogue).toEqual([null]);

    bus.linkChanged(false);
    expect(users.at(-1)).toEqual({ kind: 'all-users' });
    expect(catalogue).toEqual([null, null]);
    expect(bus.cacheLifetime(30_000)).toBe(DEGRADED_CACHE_MS);
    expect(bus.cacheLifetime(500)).toBe(500);
    bus.linkChanged(true);
    expect(bus.cacheLifetime(30_000)).toBe(30_000);
  });
});
