import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type AdminLoginBody, adminLoginBodySchema, OPERATOR_LOGIN_MAX, type Operator } from '@ia/shared';
import { Alert, Button, Form, Input } from 'antd';
import { describeApiError } from '../../../lib/api-errors';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import { useLogin } from '../api/login';

const usernameRule = zodFormRule(adminLoginBodySchema.shape.username);
const passwordRule = zodFormRule(adminLoginBodySchema.shape.password);

export interface LoginFormProps {
  onSignedIn: (operator: Operator) => void;
}

/** Username and password, checked by the same zod schema the server uses. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [form] = Form.useForm<AdminLoginBody>();
  const loginMutation = useLogin();
  const text = messages.auth;

  const handleFinish = (values: AdminLoginBody) => {
    loginMutation.mutate(adminLoginBodySchema.parse(values), { onSuccess: onSignedIn });
  };

  const handleValuesChange = () => {
    if (loginMutation.isError) loginMutation.reset();
  };

  return (
    <Form
      form={form}
      name="operator-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={handleValuesChange}
    >
      {loginMutation.isError ? (
        <Alert
          type="error"
          showIcon
          title={describeApiError(loginMutation.error, 'login')}
          style={{ marginBottom: 20 }}
        />
      ) : null}
      <Form.Item name="username" label={text.username} rules={[usernameRule]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={text.usernamePlaceholder}
          autoComplete="username"
          autoFocus
          maxLength={OPERATOR_LOGIN_MAX.username}
        />
      </Form.Item>
      <Form.Item name="password" label={text.password} rules={[passwordRule]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={text.passwordPlaceholder}
          autoComplete="current-password"
          maxLength={OPERATOR_LOGIN_MAX.password}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
          {loginMutation.isPending ? text.submitting : text.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
