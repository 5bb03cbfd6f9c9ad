import { PageHeader } from '../components/page-header';
import { can } from '../config/permissions';
import { useSignedInOperator } from '../features/auth';
import { CertificationReviewView } from '../features/certification';
import { messages } from '../locales';

/** 认证审核: the queue of certification submissions (administrators and reviewers, see config/navigation). */
export function CertificationsPage() {
  const operator = useSignedInOperator();
  return (
    <>
      <PageHeader title={messages.certifications.title} description={messages.certifications.description} />
      <CertificationReviewView canDecide={can(operator.role, 'decideCertification')} />
    </>
  );
}
