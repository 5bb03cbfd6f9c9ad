import { Outlet } from 'react-router';
import { PageHeader } from '../components/page-header';
import { ContentSectionNav } from '../features/content';
import { messages } from '../locales';

/** 内容管理: the header and tabs around its sub-pages (roles: config/navigation). */
export function ContentPage() {
  return (
    <>
      <PageHeader title={messages.contentAdmin.title} description={messages.contentAdmin.description} />
      <ContentSectionNav />
      <Outlet />
    </>
  );
}
