import { randomUUID } from 'node:crypto';
import { DEGRADED_CACHE_MS, LocalInvalidationBus } from '../../lib/invalidation-bus';
import type { RedisLink } from './redis-link';

interface RelayedMessage {
  /** The node that sent it (it delivered it to itself already). */
  node: string;
  channel: string;
  payload: unknown;
}

interface BusLogger {
  error(object: object, message: string): void;
}

/**
 * The invalidation bus over Redis pub/sub: a message is delivered to this node's listeners at once
 * and published on one Redis channel, which every node subscribes to. While the link is not up,
 * caches keep entries at most DEGRADED_CACHE_MS; each time it goes down or comes back, every
 * channel's listeners forget everything (what was cached may have missed a message). Decision 031.
 */
export class RedisInvalidationBus extends LocalInvalidationBus {
  private readonly node = randomUUID();
  private readonly redisChannel: string;

  constructor(
    private readonly link: RedisLink,
    private readonly logger: BusLogger,
  ) {
    super();
    // Pub/sub channels are not prefixed by ioredis' keyPrefix: the prefix goes in the name.
    this.redisChannel = `${link.keyPrefix}invalidate`;
    link.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.redisChannel) this.receive(message);
    });
    link.subscriber.subscribe(this.redisChannel).catch((error: unknown) => {
      this.logger.error({ err: error }, 'redis: subscribing to the invalidation channel failed');
    });
    link.onChange(() => this.resync());
  }

  override cacheLifetime(normalMs: number): number {
    return this.link.state === 'up' ? normalMs : Math.min(normalMs, DEGRADED_CACHE_MS);
  }

  protected override async relay(channel: string, payload: unknown): Promise<void> {
    if (this.link.state !== 'up') return;
    const message: RelayedMessage = { node: this.node, channel, payload };
    try {
      await this.link.commands.publish(this.redisChannel, JSON.stringify(message));
    } catch {
      // Redis went away meanwhile: the link's change of state resynchronises every node's caches.
    }
  }

  protected override onListenerError(error: unknown, channel: string): void {
    this.logger.error({ err: error, channel }, 'an invalidation listener failed');
  }

  private receive(raw: string): void {
    let message: RelayedMessage;
    try {
      message = JSON.parse(raw) as RelayedMessage;
    } catch {
      return;
    }
    if (message.node === this.node || typeof message.channel !== 'string') return;
    this.deliver(message.channel, message.payload);
  }
}
