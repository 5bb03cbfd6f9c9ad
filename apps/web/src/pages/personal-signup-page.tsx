import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { MyMeetingFeed } from '../features/meetings';

/** /personal/signup (我的报名): the meetings the viewer subscribed to, soonest first. */
export function PersonalSignupPage() {
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MyMeetingFeed loadMoreOnReachBottom={meta?.loadMoreOnReachBottom} />
    </div>
  );
}
