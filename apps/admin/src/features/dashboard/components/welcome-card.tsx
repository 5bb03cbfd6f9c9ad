import type { Operator } from '@ia/shared';
import { Avatar, Card, Descriptions, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { messages } from '../../../locales';

const text = messages.dashboard;

function greetingFor(hour: number): string {
  if (hour < 12) return text.greeting.morning;
  if (hour < 18) return text.greeting.afternoon;
  return text.greeting.evening;
}

export interface WelcomeCardProps {
  operator: Operator;
}

/** Greets the operator and shows their role and last sign-in. */
export function WelcomeCard({ operator }: WelcomeCardProps) {
  return (
    <Card variant="borderless">
      <Flex align="center" gap={20} wrap>
        <Avatar size={64} style={{ background: 'linear-gradient(135deg, #1a8cff, #0a4fa3)', fontSize: 26 }}>
          {operator.displayName.slice(0, 1)}
        </Avatar>
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 240 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {text.welcome(greetingFor(dayjs().hour()), operator.displayName)}
          </Typography.Title>
          <Typography.Text type="secondary">{text.welcomeHint}</Typography.Text>
        </Flex>
        <Descriptions
          column={1}
          size="small"
          style={{ minWidth: 240, maxWidth: 320 }}
          items={[
            { key: 'role', label: text.role, children: messages.roles[operator.role] },
            {
              key: 'lastLogin',
              label: text.lastLogin,
              children: operator.lastLoginAt
                ? dayjs(operator.lastLoginAt).format('YYYY-MM-DD HH:mm')
                : text.neverLoggedIn,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
