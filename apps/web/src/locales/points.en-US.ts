import type { pointsZhCN } from './points.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of points, sign-in, tasks and the score log, en-US (spread into en-US.ts). */
export const pointsEnUS: LocaleMessages<typeof pointsZhCN> = {
  points: {
    card: {
      title: 'My points',
      total: 'Total',
      today: 'Today',
      streak_one: 'Signed in {{count}} day in a row',
      streak_other: 'Signed in {{count}} days in a row',
      noStreak: 'Not signed in today yet',
      signIn: 'Sign in +{{points}}',
      signInPlain: 'Sign in',
      signed: 'Signed in today',
      tasks: 'My tasks',
      annual: 'Yearly goals',
      log: 'Points history',
    },
    tasks: {
      daily: "Today's tasks",
      yearly: '{{year}} goals',
      listLabel: 'Tasks',
      summary: '{{done}}/{{total}} done',
      reward: '+{{points}} points',
      done: 'Done',
      go: 'Go',
      empty: 'No tasks yet',
      emptyHint: 'New tasks are on their way',
      loadFailed: 'Could not load the tasks',
      units: {
        sign_in_days_one: 'day',
        sign_in_days_other: 'days',
        learning_minutes_one: 'min',
        learning_minutes_other: 'min',
        meeting_minutes_one: 'min',
        meeting_minutes_other: 'min',
        meetings_attended_one: 'meeting',
        meetings_attended_other: 'meetings',
        contents_learned_one: 'item',
        contents_learned_other: 'items',
        comments_one: 'comment',
        comments_other: 'comments',
        points_earned_one: 'point',
        points_earned_other: 'points',
      },
    },
    log: {
      title: 'Points history',
      label: 'Points history list',
      empty: 'No points yet',
      emptyHint: 'Sign in, learn, watch meetings and comment to earn points',
    },
  },
};
