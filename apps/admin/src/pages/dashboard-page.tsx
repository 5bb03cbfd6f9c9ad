import { Flex } from 'antd';
import { useSignedInOperator } from '../features/auth';
import { QuickLinks, WelcomeCard } from '../features/dashboard';

/** 概览: greeting, shortcuts into the modules, and the place reserved for analytics. */
export function DashboardPage() {
  const operator = useSignedInOperator();
  return (
    <Flex vertical gap={16}>
      <WelcomeCard operator={operator} />
      <QuickLinks role={operator.role} />
    </Flex>
  );
}
