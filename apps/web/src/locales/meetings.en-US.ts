import type { meetingsZhCN } from './meetings.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of the meeting pages and the message centre, en-US (spread into en-US.ts). */
export const meetingsEnUS: LocaleMessages<typeof meetingsZhCN> = {
  meeting: {
    states: {
      live: 'Live',
      upcoming: 'Upcoming',
      playback: 'Replay',
      ended: 'Ended',
      cancelled: 'Cancelled',
    },
    audience: {
      certified: 'Certified only',
      groups: 'Invited only',
    },
    tabs: {
      all: 'All',
      live: 'Live',
      upcoming: 'Upcoming',
      playback: 'Replays',
      ongoing: 'Ongoing',
      ended: 'Ended',
    },
    subscribe: {
      off: 'Remind me',
      on: 'Reminder set',
      done: 'Reminder set: we will tell you in the message centre {{minutes}} minutes before it starts',
      cancelled: 'Reminder cancelled',
    },
    list: {
      label: 'Meetings',
      tags: 'Tags',
      speakers: 'Speakers: {{names}}',
      subscribers: '{{count}} signed up',
      empty: 'No meetings yet',
      emptyHint: 'Try another tab or tag',
      error: 'The meetings could not be loaded',
    },
    mine: {
      label: 'My meetings',
      empty: 'You have not signed up for any meeting',
      emptyHint: 'Set a reminder on a meeting and we will tell you before it starts',
    },
    countdown: {
      title: 'The meeting starts in',
      withDays: '{{days}} d {{clock}}',
      clock: '{{clock}}',
      starting: 'Starting soon…',
    },
    live: {
      watching: '{{count}} watching now',
    },
    playback: {
      chapters: 'Chapters',
    },
    detail: {
      stage: 'Meeting status',
      liveTitle: 'The meeting is live',
      playbackTitle: 'The replay is available',
      endedTitle: 'The meeting has ended',
      endedHint: 'The replay is being prepared',
      cancelledTitle: 'The meeting was cancelled',
      cancelledAt: 'Cancelled at {{time}}',
      tags: 'Tags',
      speakers: 'Speakers',
      agenda: 'Agenda',
      description: 'About the meeting',
      missing: 'Invalid link: the meeting number is missing',
      notFound: 'This meeting does not exist or has been taken down',
      notFoundHint: 'Find other meetings in the list',
      toList: 'All meetings',
      forbiddenHint: 'If in doubt, contact your representative',
      locked: 'You cannot watch this meeting yet',
      lockedHint: 'Complete the healthcare professional certification to watch',
      loadFailed: 'The meeting could not be loaded',
      loadFailedHint: 'Check your network and try again',
    },
    preview: {
      readOnly: 'Preview · sign in to watch live and replays',
      signIn: 'Sign in to watch',
      signInToSubscribe: 'Sign in to get a reminder',
    },
  },
  messages: {
    label: 'Messages',
    unread: '{{count}} unread',
    allReadHint: 'You are all caught up',
    unreadMark: 'Unread',
    markAllRead: 'Mark all read',
    empty: 'No messages',
    emptyHint: 'Meeting reminders, certification results and other notices show up here',
    error: 'The messages could not be loaded',
    categories: {
      meeting: 'Meeting reminder',
      certification: 'Certification',
      campaign: 'Activity',
      system: 'Notice',
    },
  },
};
