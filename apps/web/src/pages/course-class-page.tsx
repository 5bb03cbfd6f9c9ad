import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { CategoryTreeView } from '../features/categories';
import { useListParams } from '../features/content';

/** /course/class: the category tree; `categoryId` (from the home shortcuts) opens that category. */
export function CourseClassPage() {
  const { title, showBack } = usePageChrome();
  const params = useListParams();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <CategoryTreeView
        activeId={params.getId('categoryId')}
        onActiveChange={(id) => params.update({ categoryId: id })}
      />
    </div>
  );
}
