import { type RankingEntry, type RankingList, rankingListSchema } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { ok } from '../../lib/envelope';
import { serializeRankingList } from './ranking.presenter';

function entry(rank: number, fields: Partial<RankingEntry> = {}): RankingEntry {
  return {
    rank,
    position: rank,
    name: `王*${rank}`,
    avatar: null,
    hospital: '北京协和医院',
    title: 'resident',
    points: 1000 - rank,
    me: false,
    ...fields,
  };
}

describe('serializeRankingList', () => {
  it('writes the envelope the route would, every field of the schema included', () => {
    const me = entry(5, { name: '李"明\\', avatar: 'https://img.example/a.png', me: true });
    const list: RankingList = {
      total: 120,
      data: [entry(1), entry(2, { hospital: null, title: null }), entry(3)],
      period: 'month',
      role: 'doctor',
      refreshed_at: '2026-11-27T08:00:00.000Z',
      standing: 'ranked',
      me,
      above: [entry(3), entry(4)],
      below: [entry(6), entry(7, { name: '张\n三' })],
    };
    const parsed = JSON.parse(serializeRankingList(list).toString('utf8'));
    expect(parsed).toEqual(ok(list));
    // A field added to the schema must be written here too.
    expect(Object.keys(parsed.data).sort()).toEqual(Object.keys(rankingListSchema.shape).sort());
  });

  it('writes a viewer without a row, and an empty board', () => {
    const list: RankingList = {
      total: 0,
      data: [],
      period: 'total',
      role: 'all',
      refreshed_at: null,
      standing: 'no_points',
      me: null,
      above: [],
      below: [],
    };
    expect(JSON.parse(serializeRankingList(list).toString('utf8'))).toEqual(ok(list));
  });

  it('writes each viewer’s own answer around a page that everyone sees alike', () => {
    const page = [entry(1), entry(2), entry(3)];
    const answerFor = (me: RankingEntry, data: RankingEntry[]): RankingList => ({
      total: 40,
      data,
      period: 'total',
      role: 'all',
      refreshed_at: null,
      standing: 'ranked',
      me,
      above: [entry(me.position - 1)],
      below: [entry(me.position + 1)],
    });
    const tenth = answerFor(entry(10, { name: '李明', me: true }), page);
    const twentieth = answerFor(entry(20, { name: '张三', me: true }), page);
    // The page again, now with the viewer's own row on it: written for this answer alone.
    const second = entry(2, { name: '王五', me: true });
    const onThePage = answerFor(second, [entry(1), second, entry(3)]);
    for (const list of [tenth, twentieth, tenth, onThePage, twentieth]) {
      expect(JSON.parse(serializeRankingList(list).toString('utf8'))).toEqual(ok(list));
    }
  });
});
