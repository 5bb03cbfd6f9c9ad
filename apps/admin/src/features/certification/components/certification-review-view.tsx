import { Card } from 'antd';
import { useCertifications } from '../api/get-certifications';
import { useCertificationSearchParams } from '../hooks/use-certification-search-params';
import { CertificationDrawer } from './certification-drawer';
import { CertificationFilters } from './certification-filters';
import { CertificationTable } from './certification-table';

export interface CertificationReviewViewProps {
  /** Whether the operator may approve or reject (see config/permissions). */
  canDecide: boolean;
}

/** The review queue (tabs, search, paging, all in the URL) and the drawer of the open submission. */
export function CertificationReviewView({ canDecide }: CertificationReviewViewProps) {
  const { query, openId, updateState } = useCertificationSearchParams();
  const certifications = useCertifications(query);

  return (
    <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
      <CertificationFilters
        status={query.status}
        keyword={query.keyword}
        refreshing={certifications.isFetching && !certifications.isPending}
        onStatusChange={(status) => updateState({ status })}
        onSearch={(keyword) => updateState({ keyword })}
        onRefresh={() => void certifications.refetch()}
      />
      <CertificationTable
        status={query.status}
        rows={certifications.data?.data ?? []}
        total={certifications.data?.total ?? 0}
        current={query.current}
        pageSize={query.pageSize}
        loading={certifications.isFetching}
        onPageChange={(current, pageSize) => updateState({ current, pageSize })}
        onOpen={(open) => updateState({ open })}
      />
      <CertificationDrawer
        id={openId}
        canDecide={canDecide}
        onClose={() => updateState({ open: undefined })}
        onOpen={(open) => updateState({ open })}
      />
    </Card>
  );
}
