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
        sign_in_days: 'days',
        learning_minutes: 'min',
        meeting_minutes: 'min',
        meetings_attended: 'meetings',
        contents_learned: 'items',
        comments: 'comments',
        points_earned: 'points',
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
