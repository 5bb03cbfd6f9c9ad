import { type RankingEntry, type RankingList, SUCCESS_CODE, SUCCESS_MESSAGE } from '@ia/shared';
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

/** The JSON of entries presented once for everyone (RankingService's rows as others see them). */
const sharedEntryJson = new WeakMap<RankingEntry, string>();

function entryJson(entry: RankingEntry): string {
  // The viewer's own entry is made for this request alone: nothing to keep.
  if (entry.me) return JSON.stringify(entry);
  let json = sharedEntryJson.get(entry);
  if (json === undefined) {
    json = JSON.stringify(entry);
    sharedEntryJson.set(entry, json);
  }
  return json;
}

function entriesJson(entries: readonly RankingEntry[]): string {
  return `[${entries.map(entryJson).join(',')}]`;
}

/**
 * The success envelope of a ranking list as bytes, each shared entry serialized once rather than
 * once per viewer (decision 041). Every field of `rankingListSchema` is written here; a unit test
 * proves the bytes parse to the envelope the route's serializer would write.
 */
export function serializeRankingList(list: RankingList): Buffer {
  const data =
    `{"total":${list.total},"data":${entriesJson(list.data)},"period":${JSON.stringify(list.period)},` +
    `"role":${JSON.stringify(list.role)},"refreshed_at":${JSON.stringify(list.refreshed_at)},` +
    `"standing":${JSON.stringify(list.standing)},"me":${list.me ? entryJson(list.me) : 'null'},` +
    `"above":${entriesJson(list.above)},"below":${entriesJson(list.below)}}`;
  return Buffer.from(`{"code":${SUCCESS_CODE},"msg":${JSON.stringify(SUCCESS_MESSAGE)},"data":${data}}`);
}
