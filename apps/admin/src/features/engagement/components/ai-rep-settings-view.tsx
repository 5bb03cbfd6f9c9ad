import { AiRepAudience, type AiRepSettingsInput } from '@ia/shared';
import { Button, Card, Form, Input, Radio, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { messages } from '../../../locales';
import { useAiRepSettings, useSaveAiRepSettings } from '../api/engagement-admin';

const text = messages.engagementAdmin.contact;

/** AI 代表: whether the app's 我的 offers the AI rep's entry, under which name, link and to whom. */
export function AiRepSettingsView() {
  const [form] = Form.useForm<AiRepSettingsInput>();
  const settings = useAiRepSettings();
  const save = useSaveAiRepSettings();
  useEffect(() => {
    if (settings.data) form.setFieldsValue({ ...settings.data, url: settings.data.url ?? '' });
  }, [settings.data, form]);

  if (settings.isPending) return <Skeleton active />;
  return (
    <Card title={text.aiRep.title} style={{ marginTop: 16 }}>
      <p style={{ marginTop: 0, color: 'rgba(0, 0, 0, 0.45)' }}>{text.aiRep.description}</p>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        onFinish={(values) =>
          void save
            .mutateAsync(values)
            .then(() => notifySuccess(text.saved))
            .catch(() => undefined)
        }
      >
        <Form.Item name="enabled" label={text.aiRep.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="name" label={text.aiRep.name} rules={[{ required: true, max: 20 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="url"
          label={text.aiRep.url}
          extra={text.aiRep.urlHint}
          dependencies={['enabled']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value?: string | null) =>
                getFieldValue('enabled') && !value
                  ? Promise.reject(new Error(text.aiRep.urlRequired))
                  : Promise.resolve(),
            }),
            { pattern: /^https:\/\//, message: text.aiRep.urlHttps },
          ]}
        >
          <Input placeholder="https://…" />
        </Form.Item>
        <Form.Item name="audience" label={text.aiRep.audience} rules={[{ required: true }]}>
          <Radio.Group
            options={AiRepAudience.map((value) => ({ value, label: text.aiRep.audiences[value] }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {text.save}
        </Button>
      </Form>
    </Card>
  );
}
