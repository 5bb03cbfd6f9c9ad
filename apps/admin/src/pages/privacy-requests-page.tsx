import { PageHeader } from '../components/page-header';
import { PrivacyRequestsView } from '../features/privacy';
import { messages } from '../locales';

/** 隐私请求: the privacy-rights queue (administrators and reviewers; decision 028). */
export function PrivacyRequestsPage() {
  const text = messages.privacyAdmin;
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <PrivacyRequestsView />
    </>
  );
}
