import {
  type AdminTask,
  type AdminTaskValues,
  addChinaDays,
  chinaDay,
  chinaDayEnd,
  chinaDayStart,
  chinaYear,
  chinaYearRange,
  type TaskList,
  TaskMetric,
  type TaskMetricValue,
  type TaskPeriodValue,
} from '@ia/shared';
import { appError } from '../../lib/app-error';
import type { PointsService } from '../points';
import { presentAdminTask, presentTaskProgress } from './tasks.presenter';
import type { TasksRepository, TaskWindow } from './tasks.repository';
import type { TaskRow } from './tasks.table';

/** The ledger action of task rewards (no rule prices them: each task names its points). */
const TASK_ACTION = 'TASK';
/** The ledger's source key of a task's reward in a period (a day or a year): once per period. */
const taskSource = (taskId: number, periodKey: string) => `task:${taskId}:${periodKey}`;

/** The default tasks (seed): daily and yearly goals, in Chinese and English. */
export const DEFAULT_TASKS: readonly AdminTaskValues[] = [
  {
    period: 'daily',
    title: '每日签到',
    description: '每天打开影像学院签到一次',
    title_en: 'Daily sign-in',
    description_en: 'Sign in to Imaging Academy once a day',
    metric: 'sign_in_days',
    target: 1,
    points: 0,
    link: '/personal',
    sort: 1,
    enabled: true,
  },
  {
    period: 'daily',
    title: '学习 10 分钟',
    description: '今天累计学习课程或病例 10 分钟',
    title_en: 'Learn for 10 minutes',
    description_en: 'Spend 10 minutes on courses or cases today',
    metric: 'learning_minutes',
    target: 10,
    points: 5,
    link: '/course',
    sort: 2,
    enabled: true,
  },
  {
    period: 'daily',
    title: '发表 1 条评论',
    description: '在课程、病例或会议下分享你的观点',
    title_en: 'Post 1 comment',
    description_en: 'Share your view on a course, case or meeting',
    metric: 'comments',
    target: 1,
    points: 0,
    link: '/course',
    sort: 3,
    enabled: true,
  },
  {
    period: 'yearly',
    title: '学习 100 小时',
    description: '全年累计学习 6000 分钟',
    title_en: 'Learn for 100 hours',
    description_en: 'Learn for 6,000 minutes this year',
    metric: 'learning_minutes',
    target: 6000,
    points: 200,
    link: '/course',
    sort: 1,
    enabled: true,
  },
  {
    period: 'yearly',
    title: '参加 12 场会议',
    description: '全年观看 12 场会议直播或回放（每场至少 1 分钟）',
    title_en: 'Attend 12 meetings',
    description_en: 'Watch 12 meetings live or on replay this year (at least 1 minute each)',
    metric: 'meetings_attended',
    target: 12,
    points: 100,
    link: '/meeting',
    sort: 2,
    enabled: true,
  },
  {
    period: 'yearly',
    title: '签到 100 天',
    description: '全年累计签到 100 天',
    title_en: 'Sign in on 100 days',
    description_en: 'Sign in on 100 days this year',
    metric: 'sign_in_days',
    target: 100,
    points: 50,
    link: '/personal',
    sort: 3,
    enabled: true,
  },
];

/** The window of the current period: today (China day) or this China year. */
function periodWindow(period: TaskPeriodValue, now: Date): TaskWindow & { key: string } {
  if (period === 'daily') {
    const day = chinaDay(now);
    const next = addChinaDays(day, 1);
    return { key: day, start: chinaDayStart(day), end: chinaDayEnd(day), startDay: day, endDay: next };
  }
  const year = chinaYear(now);
  const { start, end } = chinaYearRange(year);
  return {
    key: String(year),
    start,
    end,
    startDay: `${year}-01-01`,
    endDay: `${year + 1}-01-01`,
  };
}

/** A console task's columns: the contract's snake_case English fields under the table's names. */
function taskColumns({ title_en, description_en, ...rest }: AdminTaskValues) {
  return { ...rest, titleEn: title_en, descriptionEn: description_en };
}

const isMetric = (value: string): value is TaskMetricValue =>
  (TaskMetric as readonly string[]).includes(value);

/**
 * Tasks with progress bars: the console defines goals per day or per year, the member's progress
 * is read from the logs each time (never counted separately, so it cannot drift), and a reached
 * goal awards its points once per period, in the answer that first shows it reached.
 */
export class TasksService {
  constructor(
    private readonly repository: TasksRepository,
    private readonly points: PointsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET member/task: the period's enabled tasks with the user's progress; awards reached goals. */
  async progress(userId: number, period: TaskPeriodValue): Promise<TaskList> {
    const window = periodWindow(period, this.now());
    const rows = (await this.repository.list(period, true)).filter((row) => isMetric(row.metric));
    const measures = await this.repository.measures(userId, window);
    const list = rows.map((row) => presentTaskProgress(row, measures[row.metric as TaskMetricValue]));
    let score = 0;
    for (const task of list) {
      if (!task.completed || task.points <= 0) continue;
      score += await this.points.award(
        userId,
        task.points,
        `完成任务：${task.title}`,
        taskSource(task.id, window.key),
        null,
        TASK_ACTION,
      );
    }
    return {
      period,
      period_key: window.key,
      tasks: list,
      completed: list.filter((task) => task.completed).length,
      score,
    };
  }

  // ---- console -----------------------------------------------------------------------------------

  async list(): Promise<AdminTask[]> {
    return (await this.repository.list()).map(presentAdminTask);
  }

  async create(input: AdminTaskValues): Promise<AdminTask> {
    const at = this.now();
    return presentAdminTask(
      await this.repository.insert({ ...taskColumns(input), createdAt: at, updatedAt: at }),
    );
  }

  async update(id: number, input: AdminTaskValues): Promise<AdminTask> {
    const row = await this.repository.update(id, { ...taskColumns(input), updatedAt: this.now() });
    if (!row) throw appError('TASK_NOT_FOUND');
    return presentAdminTask(row);
  }

  async remove(id: number): Promise<{ id: number }> {
    if (!(await this.repository.remove(id))) throw appError('TASK_NOT_FOUND');
    return { id };
  }

  /** Adds the default tasks when there are none yet (seed); answers how many were added. */
  async seedDefaults(): Promise<number> {
    if ((await this.repository.count()) > 0) return 0;
    const at = this.now();
    const rows: TaskRow[] = [];
    for (const task of DEFAULT_TASKS)
      rows.push(await this.repository.insert({ ...taskColumns(task), createdAt: at, updatedAt: at }));
    return rows.length;
  }
}
