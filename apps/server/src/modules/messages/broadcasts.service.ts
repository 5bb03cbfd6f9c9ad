import {
  type AdminBroadcast,
  type AdminBroadcastSent,
  type adminBroadcastInputSchema,
  type BroadcastAudienceValue,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import type { z } from 'zod';
import type { BroadcastListRow, BroadcastsRepository } from './broadcasts.repository';

export type BroadcastInput = z.output<typeof adminBroadcastInputSchema>;

function presentBroadcast({ broadcast, operatorName, readCount }: BroadcastListRow): AdminBroadcast {
  return {
    id: broadcast.id,
    title: broadcast.title,
    body: broadcast.body,
    link: broadcast.link,
    audience: broadcast.audience as BroadcastAudienceValue,
    member_group_ids: broadcast.groupIds,
    recipients: broadcast.recipients,
    read_count: readCount,
    operator_name: operatorName,
    sent_at: broadcast.sentAt?.toISOString() ?? null,
  };
}

/**
 * The console's 消息推送: a broadcast is created and fanned out in one transaction. Sending the
 * same compose form again (same request key) answers the first broadcast and adds nothing.
 */
export class BroadcastsService {
  constructor(
    private readonly repository: BroadcastsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(input: BroadcastInput, operatorId: number | null): Promise<AdminBroadcastSent> {
    const now = this.now();
    const outcome = await this.repository.transaction(async (repository) => {
      const created = await repository.insertOnce({
        title: input.title,
        body: input.body,
        link: input.link,
        audience: input.audience,
        groupIds: input.audience === 'groups' ? input.member_group_ids : [],
        requestKey: input.request_key,
        operatorId,
        createdAt: now,
      });
      if (!created) return { row: undefined, created: false };
      const recipients = await repository.fanOut(created, now);
      return { row: await repository.markSent(created.id, recipients, now), created: true };
    });
    const row = outcome.row ?? (await this.repository.findByRequestKey(input.request_key));
    if (!row) throw new Error('broadcast missing after send');
    return {
      ...presentBroadcast({ broadcast: row, operatorName: null, readCount: 0 }),
      created: outcome.created,
    };
  }

  async list(paging: PagingQuery): Promise<Page<AdminBroadcast>> {
    const { total, rows } = await this.repository.page(pageOffset(paging), paging.pageSize);
    return { total, data: rows.map(presentBroadcast) };
  }
}
