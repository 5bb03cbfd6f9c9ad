import { type LearnLog, type Page, type PagingQuery, pageOffset } from '@ia/shared';
import type { LearningRepository } from './learning.repository';
import type { LearnLogRow } from './learning.table';

function presentLearnLog(row: LearnLogRow): LearnLog {
  return {
    id: row.id,
    content_id: row.contentId,
    type: row.type,
    action_type: row.actionType,
    total_tims: row.totalSeconds,
    finish: row.finish,
    created_at: row.createdAt.toISOString(),
  };
}

/** Learning records of a user. The heartbeat side comes with the Learning issue. */
export class LearningService {
  constructor(private readonly learning: LearningRepository) {}

  async history(userId: number, paging: PagingQuery): Promise<Page<LearnLog>> {
    const { total, rows } = await this.learning.pageForUser(userId, pageOffset(paging), paging.pageSize);
    return { total, data: rows.map(presentLearnLog) };
  }
}
