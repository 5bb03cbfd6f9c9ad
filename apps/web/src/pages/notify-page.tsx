import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { MessageList } from '../features/messages';

/** /notify, the message centre: reminders, certification results and other notices. */
export function NotifyPage() {
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MessageList loadMoreOnReachBottom={meta?.loadMoreOnReachBottom} />
    </div>
  );
}
