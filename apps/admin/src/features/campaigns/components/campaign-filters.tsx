import { CampaignState, type CampaignStateValue } from '@ia/shared';
import {
  KeywordStateFilters,
  type KeywordStateFiltersProps,
} from '../../../components/keyword-state-filters';
import { messages } from '../../../locales';

const text = messages.campaignsAdmin;
const LABELS = { ...text.list.filters, all: text.common.all };
const STATE_OPTIONS = CampaignState.map((value) => ({ value, label: text.states[value] }));

export type CampaignFiltersProps = Omit<
  KeywordStateFiltersProps<CampaignStateValue>,
  'labels' | 'stateOptions' | 'stateWidth'
>;

/** Keyword and state above the campaign list. */
export function CampaignFilters(props: CampaignFiltersProps) {
  return <KeywordStateFilters {...props} labels={LABELS} stateOptions={STATE_OPTIONS} stateWidth={120} />;
}
