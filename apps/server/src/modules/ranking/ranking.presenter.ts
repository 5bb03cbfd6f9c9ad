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

/** The bytes of entries presented once for everyone (RankingService's rows as others see them). */
const sharedEntryBytes = new WeakMap<RankingEntry, Buffer>();

function entryBytes(entry: RankingEntry): Buffer {
  // The viewer's own entry is made for this request alone: nothing to keep.
  if (entry.me) return Buffer.from(JSON.stringify(entry));
  let bytes = sharedEntryBytes.get(entry);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(entry));
    sharedEntryBytes.set(entry, bytes);
  }
  return bytes;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** Adds a JSON array of `entries` to `parts`, each entry's bytes written once for everyone. */
function pushEntries(parts: Buffer[], entries: readonly RankingEntry[]): void {
  parts.push(OPEN);
  entries.forEach((entry, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(entryBytes(entry));
  });
  parts.push(CLOSE);
}

/** The bytes of a page as everyone not on it sees it (RankingService presents such a page once). */
const sharedPageBytes = new WeakMap<readonly RankingEntry[], Buffer>();

function pushPage(parts: Buffer[], entries: readonly RankingEntry[]): void {
  // A page with the viewer's own row on it is made for this request alone.
  if (entries.some((entry) => entry.me)) {
    pushEntries(parts, entries);
    return;
  }
  let bytes = sharedPageBytes.get(entries);
  if (!bytes) {
    const pageParts: Buffer[] = [];
    pushEntries(pageParts, entries);
    bytes = Buffer.concat(pageParts);
    sharedPageBytes.set(entries, bytes);
  }
  parts.push(bytes);
}

const ENVELOPE_START = Buffer.from(
  `{"code":${SUCCESS_CODE},"msg":${JSON.stringify(SUCCESS_MESSAGE)},"data":{"total":`,
);
const ABOVE = Buffer.from(',"above":');
const BELOW = Buffer.from(',"below":');
const ENVELOPE_END = Buffer.from('}}');
const NULL = Buffer.from('null');

/**
 * The success envelope of a ranking list as bytes: what everyone sees alike (an entry, a page) is
 * encoded once, and an answer is those bytes put together (decision 041). Every field of
 * `rankingListSchema` is written here; a unit test proves the bytes parse to the envelope the
 * route's serializer would write.
 */
export function serializeRankingList(list: RankingList): Buffer {
  const parts: Buffer[] = [ENVELOPE_START, Buffer.from(`${list.total},"data":`)];
  pushPage(parts, list.data);
  parts.push(
    Buffer.from(
      `,"period":${JSON.stringify(list.period)},"role":${JSON.stringify(list.role)},` +
        `"refreshed_at":${JSON.stringify(list.refreshed_at)},"standing":${JSON.stringify(list.standing)},"me":`,
    ),
    list.me ? entryBytes(list.me) : NULL,
    ABOVE,
  );
  pushEntries(parts, list.above);
  parts.push(BELOW);
  pushEntries(parts, list.below);
  parts.push(ENVELOPE_END);
  return Buffer.concat(parts);
}
