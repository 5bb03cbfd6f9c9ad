import { PageHeader } from '../components/page-header';
import { AuditLogView } from '../features/audit-log';
import { messages } from '../locales';

/** 审计日志: every operator write, newest first (administrators only, see config/navigation). */
export function AuditLogPage() {
  return (
    <>
      <PageHeader title={messages.auditLog.title} description={messages.auditLog.description} />
      <AuditLogView />
    </>
  );
}
