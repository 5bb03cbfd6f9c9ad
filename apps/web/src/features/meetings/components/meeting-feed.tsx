import type { MeetingSummary } from '@ia/shared';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import {
  type MeetingFilters,
  type MeetingListStateValue,
  useMeetings,
  useMyMeetings,
} from '../api/get-meetings';
import { MeetingRow } from './meeting-row';
import styles from './meetings.module.css';

export interface MeetingFeedProps {
  filters: MeetingFilters;
  loadMoreOnReachBottom?: boolean;
}

/** An endless list of meetings (GET meeting) for the given state and tag. */
export function MeetingFeed({ filters, loadMoreOnReachBottom }: MeetingFeedProps) {
  const { t } = useTranslation();
  const meetings = useMeetings(filters);
  return (
    <PagedList<MeetingSummary>
      query={meetings}
      label={t('meeting.list.label')}
      itemKey={(meeting) => meeting.id}
      renderItem={(meeting) => <MeetingRow meeting={meeting} />}
      emptyTitle={t('meeting.list.empty')}
      emptyDescription={t('meeting.list.emptyHint')}
      errorTitle={t('meeting.list.error')}
      loadMoreOnReachBottom={loadMoreOnReachBottom}
    />
  );
}

/** The meetings the viewer subscribed to (GET meeting/my-meeting). */
export function MyMeetingFeed({ loadMoreOnReachBottom }: { loadMoreOnReachBottom?: boolean }) {
  const { t } = useTranslation();
  const meetings = useMyMeetings();
  return (
    <PagedList<MeetingSummary>
      query={meetings}
      label={t('meeting.mine.label')}
      itemKey={(meeting) => meeting.id}
      renderItem={(meeting) => <MeetingRow meeting={meeting} />}
      emptyTitle={t('meeting.mine.empty')}
      emptyDescription={t('meeting.mine.emptyHint')}
      errorTitle={t('meeting.list.error')}
      loadMoreOnReachBottom={loadMoreOnReachBottom}
    />
  );
}

/** The state tabs of /meeting, in the spec's order; 全部 is no state. */
const MEETING_STATE_TABS: readonly (MeetingListStateValue | 'all')[] = [
  'all',
  'live',
  'upcoming',
  'playback',
];

export interface MeetingStateTabsProps {
  value: MeetingListStateValue | undefined;
  onChange: (value: MeetingListStateValue | undefined) => void;
}

export function MeetingStateTabs({ value, onChange }: MeetingStateTabsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.tabs}>
      <Tabs
        activeKey={value ?? 'all'}
        onChange={(key) => onChange(key === 'all' ? undefined : (key as MeetingListStateValue))}
      >
        {MEETING_STATE_TABS.map((tab) => (
          <Tabs.Tab key={tab} title={t(`meeting.tabs.${tab}`)} />
        ))}
      </Tabs>
    </div>
  );
}

/** A state from the address, or undefined for one the tabs do not offer. */
export function toMeetingTab(value: string | undefined): MeetingListStateValue | undefined {
  return MEETING_STATE_TABS.find((tab) => tab === value && tab !== 'all') as
    | MeetingListStateValue
    | undefined;
}
