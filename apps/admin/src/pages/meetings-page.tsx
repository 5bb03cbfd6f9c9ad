import { Outlet } from 'react-router';
import { EditorControlsProvider } from '../components/editor-controls';
import { PageHeader } from '../components/page-header';
import { messages } from '../locales';
import { contentEditorControls } from './editor-controls';

/** 会议管理: the header around its sub-pages (roles: config/navigation). */
export function MeetingsPage() {
  return (
    <EditorControlsProvider controls={contentEditorControls}>
      <PageHeader title={messages.meetingsAdmin.title} description={messages.meetingsAdmin.description} />
      <Outlet />
    </EditorControlsProvider>
  );
}
