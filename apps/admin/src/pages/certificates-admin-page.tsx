import { Tabs } from 'antd';
import { PageHeader } from '../components/page-header';
import { CertificateProgramsAdmin, IssuedCertificatesAdmin } from '../features/achievements';
import { messages } from '../locales';

/** 证书管理: programmes and the certificates issued (roles: config/navigation). */
export function CertificatesAdminPage() {
  return (
    <>
      <PageHeader
        title={messages.nav.items.certificates.label}
        description={messages.nav.items.certificates.description}
      />
      <Tabs
        items={[
          { key: 'programs', label: '证书项目', children: <CertificateProgramsAdmin /> },
          { key: 'issued', label: '已颁发证书', children: <IssuedCertificatesAdmin /> },
        ]}
      />
    </>
  );
}
