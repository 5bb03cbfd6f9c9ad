import type { PointsAward } from './points.repository';
import type { ReconcileCandidate, ReconcileState } from './points-reconciler.repository';

/** The part of a rule the reconciler prices with. */
export interface ReconcileRule {
  action: string;
  points: number;
  unitMinutes: number | null;
  dailyCap: number | null;
  perItemCap: number | null;
}

/** Source-key prefix of each reconciled action. */
const RECONCILED_PREFIX: Record<string, string> = {
  LEARN: 'learn',
  MEETING_VIEW: 'meeting',
  COURSE_FINISH: 'finish',
};
export const RECONCILED_ACTIONS = Object.keys(RECONCILED_PREFIX);

const REASON_TITLE_MAX = 40;
const titled = (title: string | null) =>
  title ? `《${Array.from(title).slice(0, REASON_TITLE_MAX).join('')}》` : '';

function reasonOf(candidate: ReconcileCandidate, minutes: number): string {
  if (candidate.action === 'LEARN') return `学习${titled(candidate.title)} ${minutes} 分钟`;
  if (candidate.action === 'MEETING_VIEW') return `观看会议${titled(candidate.title)} ${minutes} 分钟`;
  return `完成课程${titled(candidate.title)}`;
}

/**
 * The awards the logs call for and the ledger lacks (pure; the caller holds the reconciler lock
 * and inserts them ON CONFLICT DO NOTHING). Minute rules award whole units of `unit_minutes` per
 * user, China day and item: a row `learn:{day}:{type}:{id}:{n}` covers the units up to n, so a
 * rerun that finds n awarded adds only the units after it. Finishing awards once per item
 * (`finish:{type}:{id}`). Daily and per-item caps cut the points to what still fits; a unit past
 * a full cap earns nothing and is not written. Disabled rules and rules of 0 points award nothing.
 */
export function planReconciledAwards(
  rules: readonly ReconcileRule[],
  candidates: readonly ReconcileCandidate[],
  state: ReconcileState,
  at: Date,
): PointsAward[] {
  const byAction = new Map(rules.map((rule) => [rule.action, rule]));
  const dayGiven = new Map(state.dayGiven);
  const itemGiven = new Map(state.itemGiven);
  const awards: PointsAward[] = [];
  for (const candidate of candidates) {
    const rule = byAction.get(candidate.action);
    const prefix = RECONCILED_PREFIX[candidate.action];
    if (!rule || !prefix || rule.points <= 0) continue;
    const target = `${candidate.targetType}|${candidate.targetId}`;
    const dayKey = `${candidate.userId}|${candidate.action}|${candidate.day}`;
    const itemKey = `${candidate.userId}|${candidate.action}|${target}`;
    let points: number;
    let sourceKey: string;
    let minutes = 0;
    if (candidate.action === 'COURSE_FINISH') {
      if ((itemGiven.get(itemKey) ?? 0) > 0) continue;
      points = rule.points;
      sourceKey = `${prefix}:${candidate.targetType}:${candidate.targetId}`;
    } else {
      const unitMinutes = Math.max(1, rule.unitMinutes ?? 1);
      const units = Math.floor(candidate.seconds / (60 * unitMinutes));
      const done = state.unitsDone.get(`${dayKey}|${target}`) ?? 0;
      if (units <= done) continue;
      minutes = (units - done) * unitMinutes;
      points = (units - done) * rule.points;
      sourceKey = `${prefix}:${candidate.day}:${candidate.targetType}:${candidate.targetId}:${units}`;
    }
    if (rule.dailyCap !== null) points = Math.min(points, rule.dailyCap - (dayGiven.get(dayKey) ?? 0));
    if (rule.perItemCap !== null) points = Math.min(points, rule.perItemCap - (itemGiven.get(itemKey) ?? 0));
    if (points <= 0) continue;
    dayGiven.set(dayKey, (dayGiven.get(dayKey) ?? 0) + points);
    itemGiven.set(itemKey, (itemGiven.get(itemKey) ?? 0) + points);
    awards.push({
      userId: candidate.userId,
      points,
      reason: reasonOf(candidate, minutes),
      sourceKey,
      campaignId: null,
      action: candidate.action,
      targetType: candidate.targetType,
      targetId: candidate.targetId,
      day: candidate.day,
      // Awarded in the background: score-log/up-tip-status shows it (once).
      tipSeenAt: null,
      at,
    });
  }
  return awards;
}
