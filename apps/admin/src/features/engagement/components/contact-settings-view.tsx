import type { ContactInfoInput } from '@ia/shared';
import { Button, Card, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useEditorControls } from '../../../components/editor-controls';
import { notifySuccess } from '../../../lib/notify';
import { messages } from '../../../locales';
import { useContactSettings, useSaveContactSettings } from '../api/engagement-admin';

const text = messages.engagementAdmin.contact;

/** 联系我们: what the app's /contactUs shows. */
export function ContactSettingsView() {
  const { ImageUpload } = useEditorControls();
  const [form] = Form.useForm<ContactInfoInput>();
  const settings = useContactSettings();
  const save = useSaveContactSettings();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isPending) return <Skeleton active />;
  return (
    <Card>
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
        <Form.Item
          name="assistant_name"
          label={text.fields.assistantName}
          rules={[{ required: true, max: 40 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="wechat_id" label={text.fields.wechatId}>
          <Input />
        </Form.Item>
        <Form.Item name="qrcode" label={text.fields.qrcode}>
          <ImageUpload width={180} height={180} />
        </Form.Item>
        <Form.Item name="hotline" label={text.fields.hotline} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="hours" label={text.fields.hours} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label={text.fields.email}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {text.save}
        </Button>
      </Form>
    </Card>
  );
}
