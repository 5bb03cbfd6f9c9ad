import { PageHeader } from '../components/page-header';
import { BroadcastsView } from '../features/engagement';
import { messages } from '../locales';

/** 消息推送: send a message to every user or member groups, and the history. */
export function BroadcastsPage() {
  const text = messages.engagementAdmin.broadcasts;
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <BroadcastsView />
    </>
  );
}
