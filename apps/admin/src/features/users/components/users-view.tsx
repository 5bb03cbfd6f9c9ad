import { UploadOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { messages } from '../../../locales';
import { type AdminUser, useUsers } from '../api/get-users';
import { useHospitalInvalidConfirm } from '../hooks/use-hospital-invalid-confirm';
import { useUserSearchParams } from '../hooks/use-user-search-params';
import { ImportUsersModal } from './import-users-modal';
import { UserFilters } from './user-filters';
import { UserTable } from './user-table';
import { VeevaLinkModal } from './veeva-link-modal';

export interface UsersViewProps {
  /** What the operator's role may do here (see config/permissions). */
  canImport: boolean;
  canLinkVeeva: boolean;
  canMarkHospitalInvalid: boolean;
}

/** Filters, table and paging of the user list (all in the URL), with the per-user dialogs. */
export function UsersView({ canImport, canLinkVeeva, canMarkHospitalInvalid }: UsersViewProps) {
  const { query, updateQuery } = useUserSearchParams();
  const users = useUsers(query);
  const [linking, setLinking] = useState<AdminUser | null>(null);
  const [importing, setImporting] = useState(false);
  const confirmHospitalInvalid = useHospitalInvalidConfirm();

  return (
    <Card variant="borderless" styles={{ body: { padding: 16 } }}>
      <UserFilters
        values={{ keyword: query.keyword, kind: query.kind, certification: query.certification }}
        refreshing={users.isFetching && !users.isPending}
        onSearch={(filters) => updateQuery(filters)}
        onReset={() => updateQuery({ keyword: undefined, kind: undefined, certification: undefined })}
        onRefresh={() => void users.refetch()}
        extra={
          canImport ? (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {messages.users.import.button}
            </Button>
          ) : null
        }
      />
      <UserTable
        rows={users.data?.data ?? []}
        total={users.data?.total ?? 0}
        current={query.current}
        pageSize={query.pageSize}
        loading={users.isFetching}
        canLinkVeeva={canLinkVeeva}
        canMarkHospitalInvalid={canMarkHospitalInvalid}
        onPageChange={(current, pageSize) => updateQuery({ current, pageSize })}
        onLinkVeeva={setLinking}
        onMarkHospitalInvalid={confirmHospitalInvalid}
      />
      <VeevaLinkModal user={linking} onClose={() => setLinking(null)} />
      {canImport ? <ImportUsersModal open={importing} onClose={() => setImporting(false)} /> : null}
    </Card>
  );
}
