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
});
