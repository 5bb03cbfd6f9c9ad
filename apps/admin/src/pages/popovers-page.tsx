import { PageHeader } from '../components/page-header';
import { PopoversAdminView } from '../features/engagement';
import { messages } from '../locales';

/** 首页弹窗: schedule the home pop-over. */
export function PopoversPage() {
  const text = messages.engagementAdmin.popovers;
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <PopoversAdminView />
    </>
  );
}
