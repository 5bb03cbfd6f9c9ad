import { LogoutOutlined } from '@ant-design/icons';
import type { Operator } from '@ia/shared';
import { Avatar, Button, Divider, Flex, Grid, Tag, Typography } from 'antd';
import { messages } from '../../../locales';

export interface OperatorMenuProps {
  operator: Operator;
  loggingOut: boolean;
  onLogout: () => void;
}

/** Who is signed in (name and role) and the sign-out button, at the right of the header. */
export function OperatorMenu({ operator, loggingOut, onLogout }: OperatorMenuProps) {
  const screens = Grid.useBreakpoint();
  const roleLabel = messages.roles[operator.role];
  return (
    <Flex align="center" gap={4}>
      <Flex align="center" gap={8} aria-label={`${operator.displayName}（${roleLabel}）`}>
        <Avatar size={32} style={{ background: '#0b6bcb', flex: 'none' }}>
          {operator.displayName.slice(0, 1)}
        </Avatar>
        {screens.sm ? (
          <>
            <Typography.Text strong>{operator.displayName}</Typography.Text>
            <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
              {roleLabel}
            </Tag>
          </>
        ) : null}
      </Flex>
      <Divider orientation="vertical" />
      <Button
        type="text"
        icon={<LogoutOutlined />}
        loading={loggingOut}
        onClick={onLogout}
        aria-label={messages.layout.logout}
      >
        {screens.sm ? messages.layout.logout : null}
      </Button>
    </Flex>
  );
}
