import { Flex } from 'antd';
import { useSignedInOperator } from '../features/auth/hooks/use-signed-in-operator';
import { AnalyticsPlaceholder } from '../features/dashboard/components/analytics-placeholder';
import { QuickLinks } from '../features/dashboard/components/quick-links';
import { WelcomeCard } from '../features/dashboard/components/welcome-card';

/** 概览: greeting, shortcuts into the modules, and the place reserved for analytics. */
export function DashboardPage() {
  const operator = useSignedInOperator();
  return (
    <Flex vertical gap={16}>
      <WelcomeCard operator={operator} />
      <QuickLinks role={operator.role} />
      <AnalyticsPlaceholder />
    </Flex>
  );
}
