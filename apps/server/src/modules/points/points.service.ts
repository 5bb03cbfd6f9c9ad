import {
  addChinaDays,
  chinaDay,
  chinaDayStart,
  isMinuteAction,
  type PagingQuery,
  type PointsActionValue,
  type PointsRule,
  type PointsRuleUpdate,
  pageOffset,
  type ScoreAnswer,
  type ScoreEvent,
  type ScoreLogPage,
  type SignInResult,
  type SignInStatus,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { appError } from '../../lib/app-error';
import type { ScheduledJob } from '../../lib/job-scheduler';
import { type KeptReads, keptOrRead, keptReads } from '../../lib/kept-reads';
import type { ContentGate } from '../../lib/target-gate';
import { presentPointsRule, presentScoreLogItem } from './points.presenter';
import type { PointsRepository, RankedRow } from './points.repository';
import type { PointsLedgerRow, PointsRuleRow } from './points.table';
import { planReconciledAwards, RECONCILED_ACTIONS } from './points-reconciler';
import type { PointsReconcilerRepository } from './points-reconciler.repository';
import { type ActionAwarder, type ActionEvent, actionSource } from './points-sources';
import { streakOf } from './sign-in-streak';

/** Most characters of a reason the ledger keeps (points_ledger.reason is varchar(100)). */
const POINTS_REASON_MAX = 100;
/**
 * How long the rules are kept without an edit. Edits drop them on every node at once; this bounds
 * how long a write made outside the console (a migration, SQL by hand) takes to apply.
 */
const RULES_CACHE_MS = 60_000;
/** How often the reconciler turns learning and meeting minutes (and finished courses) into points. */
const POINTS_RECONCILE_INTERVAL_MS = 30_000;
/** How long signed-in days are read back for a streak. */
const STREAK_LOOKBACK_DAYS = 400;

const SOURCE_PREFIX: Record<string, string> = {
  SIGN_IN: 'sign-in',
  VIEW: 'view',
  ZAN: 'zan',
  COMMENT: 'comment',
};

/** The default rules (seeded; operators edit them in the console's 积分规则). */
const DEFAULT_POINTS_RULES: readonly Omit<PointsRuleRow, 'updatedAt' | 'updatedBy'>[] = [
  {
    action: 'SIGN_IN',
    name: '每日签到',
    points: 2,
    unitMinutes: null,
    dailyCap: 2,
    perItemCap: null,
    enabled: true,
  },
  {
    action: 'VIEW',
    name: '浏览内容',
    points: 1,
    unitMinutes: null,
    dailyCap: 10,
    perItemCap: 1,
    enabled: true,
  },
  {
    action: 'LEARN',
    name: '学习时长',
    points: 1,
    unitMinutes: 1,
    dailyCap: 60,
    perItemCap: null,
    enabled: true,
  },
  {
    action: 'ZAN',
    name: '点赞',
    points: 1,
    unitMinutes: null,
    dailyCap: 10,
    perItemCap: null,
    enabled: true,
  },
  {
    action: 'COMMENT',
    name: '发表评论',
    points: 2,
    unitMinutes: null,
    dailyCap: 10,
    perItemCap: null,
    enabled: true,
  },
  {
    action: 'MEETING_VIEW',
    name: '观看会议',
    points: 1,
    unitMinutes: 1,
    dailyCap: 60,
    perItemCap: null,
    enabled: true,
  },
  {
    action: 'COURSE_FINISH',
    name: '完成课程',
    points: 5,
    unitMinutes: null,
    dailyCap: null,
    perItemCap: 5,
    enabled: true,
  },
];

const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * Points: an append-only ledger where each award names its source, so an award happens exactly
 * once per user and source however often (and however concurrently) its trigger fires. Rules
 * (edited in the console) price the actions, with caps per China day and per item enforced under
 * a per-user lock; minutes of learning and watching are priced by a reconciler from the logs.
 */
export class PointsService implements ActionAwarder {
  private targets: ContentGate | null = null;
  private reconciler: PointsReconcilerRepository | null = null;

  /**
   * The rules, read once for every award, sign-in status and reconciler run of this node: they
   * change only from the console, whose edit drops them on every node before it answers
   * (`rulesChanged`), so an edit still applies to the next award.
   */
  private readonly rulesRead: KeptReads<'rules', { rules: PointsRuleRow[] }> = keptReads({
    max: 1,
    ttl: RULES_CACHE_MS,
  });

  constructor(
    private readonly repository: PointsRepository,
    private readonly now: () => Date = () => new Date(),
    /** Tells every node that the rules changed (the invalidation bus; answers once it has). */
    private readonly rulesChanged: () => Promise<void> = async () => {},
    /** How long the rules may be kept while invalidations may miss this node (decision 031). */
    private readonly lifetime: (normalMs: number) => number = (normalMs) => normalMs,
  ) {}

  /** Drops the rules read (an edit on any node). */
  forgetRules(): void {
    this.rulesRead.clear();
  }

  private async currentRules(): Promise<PointsRuleRow[]> {
    const read = async () => ({ rules: await this.repository.allRules() });
    return (await keptOrRead(this.rulesRead, 'rules', read, this.lifetime(RULES_CACHE_MS))).rules;
  }

  private async currentRule(action: string): Promise<PointsRuleRow | undefined> {
    return (await this.currentRules()).find((rule) => rule.action === action);
  }

  /** Late wiring (app.ts): the gate of items a VIEW may be recorded on, and the reconciler's reads. */
  wire(targets: ContentGate, reconciler: PointsReconcilerRepository): void {
    this.targets = targets;
    this.reconciler = reconciler;
  }

  /**
   * Awards `points` to the user for `sourceKey` unless that source already earned them; answers
   * the points awarded by this call (0 when the source had already been awarded, or for 0 points).
   * The caller's answer carries the score, so the popup counts it as seen.
   */
  async award(
    userId: number,
    points: number,
    reason: string,
    sourceKey: string,
    campaignId: number | null = null,
    action: string | null = null,
  ): Promise<number> {
    if (!Number.isInteger(points) || points <= 0) return 0;
    const at = this.now();
    const written = await this.repository.insertOnce({
      userId,
      points,
      reason: clip(reason, POINTS_REASON_MAX),
      sourceKey,
      campaignId,
      action,
      day: chinaDay(at),
      tipSeenAt: at,
      at,
    });
    return written ? points : 0;
  }

  /**
   * Awards an action by its current rule, once per event: nothing when the rule is disabled, worth
   * 0, a minute rule (the reconciler prices those), or when a cap is reached; the points are cut to
   * what still fits under the daily and per-item caps. Answers the points awarded by this call.
   */
  async awardForAction(userId: number, action: PointsActionValue, event: ActionEvent): Promise<number> {
    const prefix = SOURCE_PREFIX[action];
    if (!prefix || isMinuteAction(action)) return 0;
    const rule = await this.currentRule(action);
    if (!rule?.enabled || rule.points <= 0) return 0;
    const at = this.now();
    let reason = event.reason;
    if (!reason) {
      const title = event.target
        ? await this.repository.targetTitle(event.target.type, event.target.id)
        : null;
      reason = title ? `${rule.name}《${clip(title, 40)}》` : rule.name;
    }
    return this.repository.awardWithinCaps({
      userId,
      action,
      points: rule.points,
      dailyCap: rule.dailyCap,
      perItemCap: rule.perItemCap,
      reason: clip(reason, POINTS_REASON_MAX),
      sourceKey: `${prefix}:${event.key}`,
      day: chinaDay(at),
      target: event.target ?? null,
      at,
      tipSeenAt: event.shownInline === false ? null : at,
    });
  }

  // ---- the reconciler ----------------------------------------------------------------------------

  /**
   * Turns the last two China days of learning and meeting minutes, and contents finished in them,
   * into the awards their rules call for and the ledger lacks; for one user (their up-tip-status)
   * or everyone (the job). Idempotent. Answers how many awards it wrote.
   */
  async reconcile(userId: number | null = null): Promise<number> {
    return (await this.reconcileUnder(userId, 'wait')) ?? 0;
  }

  /**
   * The reconciler's run under its lock: `wait` for it, or, with `skipIfBusy`, answer undefined at
   * once when another run holds it (a member's page load must not queue behind the timer's round
   * or behind other members: at 1,000 doctors browsing, up-tip-status waited up to 1.2 s).
   */
  private async reconcileUnder(
    userId: number | null,
    mode: 'wait' | 'skipIfBusy',
  ): Promise<number | undefined> {
    const reconciler = this.reconciler;
    if (!reconciler) return 0;
    const at = this.now();
    const rules = (await this.currentRules()).filter(
      (rule) => rule.enabled && rule.points > 0 && RECONCILED_ACTIONS.includes(rule.action),
    );
    if (rules.length === 0) return 0;
    const since = chinaDayStart(addChinaDays(chinaDay(at), -1));
    return reconciler.locked(async (locked, points) => {
      const candidates = (await locked.candidates(since, userId)).filter((candidate) =>
        rules.some((rule) => rule.action === candidate.action),
      );
      if (candidates.length === 0) return 0;
      const state = await locked.state(
        [...new Set(candidates.map((candidate) => candidate.userId))],
        rules.map((rule) => rule.action),
        [...new Set(candidates.map((candidate) => candidate.day))],
      );
      return points.insertAllOnce(
        planReconciledAwards(rules, candidates, state, at).map((award) => ({
          ...award,
          reason: clip(award.reason, POINTS_REASON_MAX),
        })),
      );
    }, mode);
  }

  /** The reconciler as a scheduled job (safe in several processes: it runs under a lock). */
  pointsJob(): ScheduledJob {
    return {
      name: 'points-reconcile',
      intervalMs: POINTS_RECONCILE_INTERVAL_MS,
      run: () => this.reconcile(null),
    };
  }

  // ---- the member's side -------------------------------------------------------------------------

  /** POST score-log: a VIEW of an item the user may open earns the VIEW rule; a click earns nothing. */
  async recordEvent(user: UserRow, input: ScoreEvent): Promise<ScoreAnswer> {
    if (!this.targets) throw new Error('points: targets are not wired');
    await this.targets.requireOpenable(user, input.content_id, input.type);
    if (input.action_type !== 'VIEW') return { score: 0 };
    const score = await this.awardForAction(
      user.id,
      'VIEW',
      actionSource.view(input.type, input.content_id, chinaDay(this.now())),
    );
    return { score };
  }

  /** GET score-log/scorelog: the user's awards, newest first, with their total and today's. */
  async scoreLog(userId: number, paging: PagingQuery): Promise<ScoreLogPage> {
    const today = chinaDayStart(chinaDay(this.now()));
    const [page, totals] = await Promise.all([
      this.repository.ledgerPage(userId, paging.pageSize, pageOffset(paging)),
      this.repository.totals(userId, today),
    ]);
    return {
      total: page.total,
      data: page.rows.map(presentScoreLogItem),
      points_total: totals.total,
      points_today: totals.today,
    };
  }

  /** The user's points in all. */
  async totalOf(userId: number): Promise<number> {
    return (await this.repository.totals(userId, this.now())).total;
  }

  /**
   * POST score-log/up-tip-status: brings the user's minute awards up to date, then answers the
   * sum of awards not shown in a popup yet and marks them shown, so each pops up exactly once.
   */
  async takeTip(userId: number): Promise<ScoreAnswer> {
    // Busy: what this run would have awarded is the timer's within POINTS_RECONCILE_INTERVAL_MS,
    // and shows at a later page load.
    await this.reconcileUnder(userId, 'skipIfBusy');
    return { score: await this.repository.takeUnseen(userId, this.now()) };
  }

  async signInStatus(userId: number): Promise<SignInStatus> {
    const today = chinaDay(this.now());
    const [days, rule] = await Promise.all([
      this.repository.signInDays(userId, addChinaDays(today, -STREAK_LOOKBACK_DAYS)),
      this.currentRule('SIGN_IN'),
    ]);
    return {
      signed: days.includes(today) ? 1 : 0,
      day: today,
      streak: streakOf(days, today),
      points: rule?.enabled ? Math.max(0, rule.points) : 0,
    };
  }

  /** POST member/login-log: signs today in once and awards SIGN_IN once (both idempotent). */
  async signIn(userId: number): Promise<SignInResult> {
    const at = this.now();
    const today = chinaDay(at);
    const first = await this.repository.signIn(userId, today, at);
    const score = await this.awardForAction(userId, 'SIGN_IN', actionSource.signIn(today));
    const status = await this.signInStatus(userId);
    return { ...status, first, score };
  }

  // ---- campaigns -----------------------------------------------------------------------------------

  /** A page of the campaign's ranking (users with points only), best first. */
  campaignRanking(
    campaignId: number,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: RankedRow[] }> {
    return this.repository.campaignRankingPage(campaignId, limit, offset);
  }

  /** The user's standing in the campaign, or undefined without points there. */
  campaignStanding(campaignId: number, userId: number): Promise<RankedRow | undefined> {
    return this.repository.campaignRankOf(campaignId, userId);
  }

  /** How the user earned their points in the campaign, oldest first. */
  campaignEntries(campaignId: number, userId: number): Promise<PointsLedgerRow[]> {
    return this.repository.campaignEntries(campaignId, userId);
  }

  // ---- console -------------------------------------------------------------------------------------

  async rules(): Promise<PointsRule[]> {
    return (await this.repository.allRules()).map(presentPointsRule);
  }

  /** Edits a rule; it applies to the next award on every node (the kept rules are dropped first). */
  async updateRule(
    action: PointsActionValue,
    input: PointsRuleUpdate,
    operatorId: number,
  ): Promise<PointsRule> {
    const current = await this.repository.findRule(action);
    if (!current) throw appError('POINTS_RULE_NOT_FOUND');
    const minute = isMinuteAction(action);
    const row = await this.repository.updateRule(
      action,
      {
        name: input.name ?? current.name,
        points: input.points,
        unitMinutes: minute ? (input.unit_minutes ?? current.unitMinutes ?? 1) : null,
        dailyCap: input.daily_cap,
        perItemCap: input.per_item_cap,
        enabled: input.enabled,
      },
      operatorId,
      this.now(),
    );
    await this.rulesChanged();
    if (!row) throw appError('POINTS_RULE_NOT_FOUND');
    return presentPointsRule(row);
  }

  /** Adds the default rules that are missing (seed and first start); answers how many were added. */
  async seedDefaultRules(): Promise<number> {
    const at = this.now();
    const added = await this.repository.insertMissingRules(
      DEFAULT_POINTS_RULES.map((rule) => ({ ...rule, updatedAt: at })),
    );
    await this.rulesChanged();
    return added;
  }
}
