import { PageHeader } from '../components/page-header';
import { DrugSafetyView } from '../features/engagement';
import { messages } from '../locales';

/** 药物警戒: the adverse-event inbox (pharmacovigilance officers and administrators). */
export function DrugSafetyPage() {
  const text = messages.engagementAdmin.drugSafety;
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <DrugSafetyView />
    </>
  );
}
