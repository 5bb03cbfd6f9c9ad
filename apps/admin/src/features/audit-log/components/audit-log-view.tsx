import { Card } from 'antd';
import { messages } from '../../../locales';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditLogSearchParams } from '../hooks/use-audit-log-search-params';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/** Filters, table and paging of the audit log, all driven by the URL's query string. */
export function AuditLogView() {
  const { query, updateQuery } = useAuditLogSearchParams();
  const auditLog = useAuditLog(query);
  const rows = auditLog.data?.data ?? [];

  const selectedOperator =
    query.operatorId === undefined ? undefined : rows.find((row) => row.operatorId === query.operatorId);
  const operatorLabel =
    query.operatorId === undefined
      ? null
      : (selectedOperator?.operatorName ?? messages.auditLog.operatorId(query.operatorId));

  return (
    <Card variant="borderless" styles={{ body: { padding: 16 } }}>
      <AuditLogFilters
        action={query.action}
        operatorLabel={operatorLabel}
        refreshing={auditLog.isFetching && !auditLog.isPending}
        onSearch={(action) => updateQuery({ action })}
        onClearOperator={() => updateQuery({ operatorId: undefined })}
        onReset={() => updateQuery({ action: undefined, operatorId: undefined })}
        onRefresh={() => void auditLog.refetch()}
      />
      <AuditLogTable
        rows={rows}
        total={auditLog.data?.total ?? 0}
        current={query.current}
        pageSize={query.pageSize}
        loading={auditLog.isFetching}
        onPageChange={(current, pageSize) => updateQuery({ current, pageSize })}
        onOperatorSelect={(operatorId) => updateQuery({ operatorId })}
      />
    </Card>
  );
}
