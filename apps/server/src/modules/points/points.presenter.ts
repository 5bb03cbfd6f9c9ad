import type { PointsRule, ScoreLogItem } from '@ia/shared';
import type { PointsLedgerRow, PointsRuleRow } from './points.table';

export function presentPointsRule(row: PointsRuleRow): PointsRule {
  return {
    action: row.action,
    name: row.name,
    points: row.points,
    unit_minutes: row.unitMinutes,
    daily_cap: row.dailyCap,
    per_item_cap: row.perItemCap,
    enabled: row.enabled,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentScoreLogItem(row: PointsLedgerRow): ScoreLogItem {
  return {
    id: row.id,
    points: row.points,
    reason: row.reason,
    action: row.action,
    created_at: row.createdAt.toISOString(),
  };
}
