import { PlusOutlined } from '@ant-design/icons';
import { adminDiseaseInputSchema, adminTagInputSchema, CATALOGUE_TEXT_MAX } from '@ia/shared';
import { App, Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Modal, Row, Table } from 'antd';
import { useEffect, useState } from 'react';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import { type AdminTerm, type TermKind, useDeleteTerm, useSaveTerm, useTerms } from '../api/terms';
import { DeleteAction, EditAction } from './row-actions';

const text = messages.contentAdmin.taxonomy;
const common = messages.contentAdmin.common;

interface TermValues {
  name: string;
  sort: number;
}

function TermsCard({ kind }: { kind: TermKind }) {
  const { message } = App.useApp();
  const label = kind === 'tags' ? text.tags : text.diseases;
  const schema = kind === 'tags' ? adminTagInputSchema : adminDiseaseInputSchema;
  const terms = useTerms(kind);
  const save = useSaveTerm(kind);
  const remove = useDeleteTerm(kind);
  const [editing, setEditing] = useState<AdminTerm | 'new' | null>(null);
  const [form] = Form.useForm<TermValues>();

  useEffect(() => {
    if (editing)
      form.setFieldsValue(
        editing === 'new' ? { name: '', sort: 0 } : { name: editing.name, sort: editing.sort },
      );
  }, [editing, form]);

  return (
    <Card
      title={label}
      variant="borderless"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {kind === 'tags' ? text.createTag : text.createDisease}
        </Button>
      }
    >
      <Table<AdminTerm>
        rowKey="id"
        size="small"
        dataSource={terms.data ?? []}
        loading={terms.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
        columns={[
          { title: text.name, dataIndex: 'name' },
          { title: common.sort, dataIndex: 'sort', width: 70 },
          { title: text.uses, dataIndex: 'content_count', width: 90 },
          {
            title: common.actions,
            key: 'actions',
            width: 120,
            render: (_value, term) => (
              <Flex gap={12}>
                <EditAction onEdit={() => setEditing(term)} />
                <DeleteAction
                  id={term.id}
                  remove={remove}
                  title={text.deleteConfirm(term.name)}
                  disabled={term.content_count > 0}
                  disabledHint={text.inUse}
                />
              </Flex>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? text.createTitle(label) : text.editTitle(label)}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={common.save}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form<TermValues>
          form={form}
          layout="vertical"
          onFinish={(values) =>
            save.mutate(
              {
                id: editing === 'new' || editing === null ? undefined : editing.id,
                values: { ...values, sort: values.sort ?? 0 },
              },
              {
                onSuccess: () => {
                  void message.success(common.saved);
                  setEditing(null);
                },
              },
            )
          }
        >
          <Form.Item name="name" label={text.name} required rules={[zodFormRule(schema.shape.name)]}>
            <Input
              maxLength={kind === 'tags' ? CATALOGUE_TEXT_MAX.tagName : CATALOGUE_TEXT_MAX.diseaseName}
            />
          </Form.Item>
          <Form.Item name="sort" label={common.sort} extra={common.sortHint}>
            <InputNumber precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

/** 标签与疾病: the two term lists contents are filed under. */
export function TaxonomyView() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <TermsCard kind="tags" />
      </Col>
      <Col xs={24} xl={12}>
        <TermsCard kind="diseases" />
      </Col>
    </Row>
  );
}
