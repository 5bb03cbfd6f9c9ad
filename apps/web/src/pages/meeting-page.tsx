import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { FilterChips, useListParams } from '../features/content';
import { MeetingFeed, MeetingStateTabs, toMeetingTab, useMeetingTags } from '../features/meetings';

/** /meeting, the meeting tab: by state (全部, 直播中, 即将开始, 回放) and tag; the filters live in the address. */
export function MeetingPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const params = useListParams();
  const tags = useMeetingTags();
  const state = toMeetingTab(params.getText('state'));
  const tagId = params.getId('tag_id');

  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MeetingStateTabs value={state} onChange={(value) => params.update({ state: value })} />
      <FilterChips
        label={t('meeting.list.tags')}
        options={tags.data ?? []}
        value={tagId}
        onChange={(value) => params.update({ tag_id: value })}
      />
      <MeetingFeed filters={{ state, tag_id: tagId }} loadMoreOnReachBottom={meta?.loadMoreOnReachBottom} />
    </div>
  );
}
