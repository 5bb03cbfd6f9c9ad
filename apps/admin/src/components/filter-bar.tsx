import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../locales';

const text = messages.filterBar;

export interface FilterBarProps<Values> {
  form: FormInstance<Values>;
  initialValues: FormProps<Values>['initialValues'];
  onFinish: (values: Values) => void;
  onReset: () => void;
  refreshing: boolean;
  onRefresh: () => void;
  /** The filter fields (Form.Items), before 查询 and 重置. */
  children: ReactNode;
  /** Buttons after 刷新 at the right end of the bar. */
  extra?: ReactNode;
}

/** The filter bar above a console list: inline filters with 查询 and 重置, and 刷新 on the right. */
export function FilterBar<Values>({
  form,
  initialValues,
  onFinish,
  onReset,
  refreshing,
  onRefresh,
  children,
  extra,
}: FilterBarProps<Values>) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
      <Form form={form} layout="inline" onFinish={onFinish} initialValues={initialValues}>
        {children}
        <Form.Item style={{ marginBottom: 8 }}>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {text.search}
            </Button>
            <Button onClick={onReset}>{text.reset}</Button>
          </Flex>
        </Form.Item>
      </Form>
      <Flex gap={8} style={{ marginBottom: 8 }}>
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          {text.refresh}
        </Button>
        {extra}
      </Flex>
    </Flex>
  );
}
