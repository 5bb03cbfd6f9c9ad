import { PageHeader } from '../components/page-header';
import { QuestionsAdminView } from '../features/engagement';
import { messages } from '../locales';

/** 用户提问: answer the questions users ask in the app. */
export function QuestionsPage() {
  const text = messages.engagementAdmin.questions;
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <QuestionsAdminView />
    </>
  );
}
