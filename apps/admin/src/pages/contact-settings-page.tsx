import { EditorControlsProvider } from '../components/editor-controls';
import { PageHeader } from '../components/page-header';
import { AiRepSettingsView, ContactSettingsView } from '../features/engagement';
import { messages } from '../locales';
import { contentEditorControls } from './editor-controls';

/** 联系我们 settings: the assistant, QR code (uploaded), hotline and hours; and the AI rep's entry. */
export function ContactSettingsPage() {
  const text = messages.engagementAdmin.contact;
  return (
    <EditorControlsProvider controls={contentEditorControls}>
      <PageHeader title={text.title} description={text.description} />
      <ContactSettingsView />
      <AiRepSettingsView />
    </EditorControlsProvider>
  );
}
