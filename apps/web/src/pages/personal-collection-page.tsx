import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { FavouriteList } from '../features/favourites';

/** /personal/collection (我的收藏): favourite contents, meetings and activities. */
export function PersonalCollectionPage() {
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <FavouriteList loadMoreOnReachBottom={meta?.loadMoreOnReachBottom} />
    </div>
  );
}
