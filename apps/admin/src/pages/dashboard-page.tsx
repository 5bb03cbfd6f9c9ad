import { Flex } from 'antd';
import { OverviewCards } from '../features/analytics';
import { useSignedInOperator } from '../features/auth';
import { QuickLinks, WelcomeCard } from '../features/dashboard';

/** 概览: greeting, the 数据概览 figures the role may read, and shortcuts into the modules. */
export function DashboardPage() {
  const operator = useSignedInOperator();
  return (
    <Flex vertical gap={16}>
      <WelcomeCard operator={operator} />
      <OverviewCards />
      <QuickLinks role={operator.role} />
    </Flex>
  );
}
