import { PageHeader } from '../components/page-header';
import { ContactSettingsView } from '../features/engagement-admin/components/contact-settings-view';
import { messages } from '../locales';

/** 联系我们 settings: the assistant, QR code, hotline and hours. */
export function ContactSettingsPage() {
  const text = messages.engagementAdmin.contact;
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <ContactSettingsView />
    </>
  );
}
