import type { RankingEntry } from '@ia/shared';
import { maskName } from '../campaigns';
import type { BoardRow } from './ranking.repository';

/** The name a board shows: the member's name (else their WeChat nickname), masked for everyone but themselves. */
function rankingName(row: Pick<BoardRow, 'name' | 'nickname'>, isViewer: boolean): string {
  const name = row.name?.trim() || row.nickname?.trim() || '学员';
  return isViewer ? name : maskName(name);
}

export function presentRankingEntry(row: BoardRow, viewerId: number): RankingEntry {
  const isViewer = row.userId === viewerId;
  return {
    rank: row.rank,
    position: row.position,
    name: rankingName(row, isViewer),
    avatar: row.avatarUrl,
    hospital: row.hospitalName,
    title: row.title,
    points: row.points,
    me: isViewer,
  };
}
