import { Outlet } from 'react-router';
import { EditorControlsProvider } from '../components/editor-controls';
import { PageHeader } from '../components/page-header';
import { messages } from '../locales';
import { contentEditorControls } from './editor-controls';

/** 活动管理: the header around its sub-pages (roles: config/navigation). */
export function CampaignsPage() {
  return (
    <EditorControlsProvider controls={contentEditorControls}>
      <PageHeader title={messages.campaignsAdmin.title} description={messages.campaignsAdmin.description} />
      <Outlet />
    </EditorControlsProvider>
  );
}
