import { MeetingState, type MeetingStateValue } from '@ia/shared';
import {
  KeywordStateFilters,
  type KeywordStateFiltersProps,
} from '../../../components/keyword-state-filters';
import { messages } from '../../../locales';

const text = messages.meetingsAdmin;
const LABELS = { ...text.list.filters, all: text.common.all };
const STATE_OPTIONS = MeetingState.map((value) => ({ value, label: text.states[value] }));

export type MeetingFiltersProps = Omit<
  KeywordStateFiltersProps<MeetingStateValue>,
  'labels' | 'stateOptions' | 'stateWidth'
>;

/** Keyword and state above the meeting list. */
export function MeetingFilters(props: MeetingFiltersProps) {
  return <KeywordStateFilters {...props} labels={LABELS} stateOptions={STATE_OPTIONS} stateWidth={150} />;
}
