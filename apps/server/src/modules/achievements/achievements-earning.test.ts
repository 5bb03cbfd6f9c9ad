import { describe, expect, it, vi } from 'vitest';
import type { JobRound } from '../../lib/job-scheduler';
import type { AchievementsRepository } from './achievements.repository';
import type { MedalRow } from './achievements.table';
import { AchievementEarning } from './achievements-earning';

/** A repository where users 1…5 were active and one published medal nobody reached. */
function fakeRepository() {
  const medal = { id: 1, campaignId: null } as MedalRow;
  return {
    activeUserIds: vi.fn(async (_since: Date) => [1, 2, 3, 4, 5]),
    campaignRankCandidates: vi.fn(async () => []),
    publishedMedals: vi.fn(async () => [medal]),
    publishedPrograms: vi.fn(async () => []),
    criterionValuesOf: vi.fn(async (_userIds: readonly number[]) => new Map()),
    userMedalsOf: vi.fn(async () => new Map()),
    userCertificatesOf: vi.fn(async () => new Map()),
  };
}

/** A round that records its rests and says it is stopping once it has rested `stopAfter` times. */
function recordingRound(stopAfter = Number.POSITIVE_INFINITY) {
  const rests: number[] = [];
  const round: JobRound = {
    rest: async (ms) => {
      rests.push(ms);
    },
    get stopping() {
      return rests.length >= stopAfter;
    },
  };
  return { round, rests };
}

/** The job over `repository`, two users per batch, on a fixed clock. */
function earningInBatchesOfTwo(repository: ReturnType<typeof fakeRepository>) {
  return new AchievementEarning(
    repository as unknown as AchievementsRepository,
    { notify: async () => undefined },
    () => new Date('2026-11-27T08:00:00Z'),
    2,
  );
}

describe('AchievementEarning job rounds', () => {
  it('evaluates the active users in batches and rests between them, never after the last', async () => {
    const repository = fakeRepository();
    const earning = earningInBatchesOfTwo(repository);
    const { round, rests } = recordingRound();
    await earning.evaluateRecent(round);
    expect(repository.criterionValuesOf.mock.calls.map(([userIds]) => userIds)).toEqual([
      [1, 2],
      [3, 4],
      [5],
    ]);
    expect(rests).toHaveLength(2);
    for (const ms of rests) expect(ms).toBeGreaterThanOrEqual(0);
  });

  it('ends a round cut short by a stop without moving its watermark, so the next round sees those users again', async () => {
    const repository = fakeRepository();
    const earning = earningInBatchesOfTwo(repository);
    await earning.evaluateRecent(recordingRound(1).round);
    expect(repository.criterionValuesOf).toHaveBeenCalledTimes(1);
    await earning.evaluateRecent(recordingRound().round);
    const [first, second] = repository.activeUserIds.mock.calls.map(([since]) => since.getTime());
    expect(second).toBe(first);
    // A round that finished moves it on.
    await earning.evaluateRecent(recordingRound().round);
    expect(repository.activeUserIds.mock.calls[2]?.[0].getTime()).toBeGreaterThan(first ?? 0);
  });
});
