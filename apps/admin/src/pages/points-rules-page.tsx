import { PageHeader } from '../components/page-header';
import { PointsRulesAdmin } from '../features/points';
import { messages } from '../locales';

/** 积分规则 (roles: config/navigation). */
export function PointsRulesPage() {
  return (
    <>
      <PageHeader
        title={messages.nav.items.pointsRules.label}
        description={messages.nav.items.pointsRules.description}
      />
      <PointsRulesAdmin />
    </>
  );
}
