import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { ContactCard } from '../features/contact';

/** /contactUs (联系我们). */
export function ContactUsPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <ContactCard />
    </div>
  );
}
