import {
  Button,
  Form,
  type FormInstance,
  type FormProps,
  Modal,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { serverFieldErrors, showFieldErrors } from '../lib/form-errors';
import { messages } from '../locales';

const text = messages.modalEditor;

export interface ModalFormProps<Values> {
  title: ReactNode;
  /** The caller's form, so its fields can `Form.useWatch` each other. */
  form: FormInstance<Values>;
  initialValues: FormProps<Values>['initialValues'];
  saving: boolean;
  /** Saves the validated values; the modal closes once this resolves. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** An editor in a modal: a vertical form, 保存 validates it and calls `onSubmit`, then closes. */
export function ModalForm<Values>({
  title,
  form,
  initialValues,
  saving,
  onSubmit,
  onClose,
  children,
}: ModalFormProps<Values>) {
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows each field's message
    }
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      // The console's mutation cache has toasted the error; a 40000 also marks its fields, and
      // the editor stays open with what was typed.
      const fields = Object.keys(values as object);
      const errors = serverFieldErrors(error, fields, fields[0] ?? 'name');
      if (errors) showFieldErrors(form, errors);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={text.save}
      cancelText={text.cancel}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}

export interface ModalEditedTableProps<Row extends { id: number }> {
  /** The 新建 button's label. */
  createLabel: string;
  loading: boolean;
  rows: Row[] | undefined;
  /** The columns before 操作. */
  columns: TableColumnsType<Row>;
  actionsWidth: number;
  /** Row actions between 编辑 and 删除 (发布 / 撤回). */
  extraActions?: (row: Row) => ReactNode;
  /** What 删除 asks first, and the delete itself (the confirm button spins until it settles). */
  removal: { title: ReactNode; description: ReactNode; onConfirm: (row: Row) => Promise<unknown> };
  /** The modal editor for a row, or for a new record (`null`). */
  renderEditor: (row: Row | null, onClose: () => void) => ReactNode;
}

/**
 * A short, unpaged list edited in a modal: 新建 above the table, 编辑 / 删除 (and any
 * `extraActions`) on each row, and the editor opened for the new or chosen record.
 */
export function ModalEditedTable<Row extends { id: number }>({
  createLabel,
  loading,
  rows,
  columns,
  actionsWidth,
  extraActions,
  removal,
  renderEditor,
}: ModalEditedTableProps<Row>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {createLabel}
        </Button>
      </Space>
      <Table<Row>
        rowKey="id"
        loading={loading}
        dataSource={rows ?? []}
        pagination={false}
        columns={[
          ...columns,
          {
            title: text.actions,
            key: 'actions',
            width: actionsWidth,
            render: (_, row) => (
              <Space>
                <Button size="small" type="link" onClick={() => setEditing(row)}>
                  {text.edit}
                </Button>
                {extraActions?.(row)}
                <Popconfirm
                  title={removal.title}
                  description={removal.description}
                  onConfirm={() => removal.onConfirm(row)}
                >
                  <Button size="small" type="link" danger>
                    {text.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? renderEditor(editing === 'new' ? null : editing, () => setEditing(null)) : null}
    </>
  );
}
