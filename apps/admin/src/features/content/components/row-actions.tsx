import { App, Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../locales';

const common = messages.contentAdmin.common;

/** The 编辑 link of a table row. */
export function EditAction({ onEdit }: { onEdit: () => void }) {
  return (
    <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={onEdit}>
      {common.edit}
    </Button>
  );
}

/**
 * The 删除 link of a table row: asks first, then deletes the row with `remove` and says 已删除.
 * With `disabled` given, the link sits in a tooltip that shows `disabledHint` while it is disabled.
 */
export function DeleteAction<Id>({
  id,
  remove,
  title,
  description,
  disabled,
  disabledHint,
}: {
  id: Id;
  remove: { mutate: (id: Id, options: { onSuccess: () => void }) => void };
  title: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  disabledHint?: ReactNode;
}) {
  const { message } = App.useApp();
  const confirm = (
    <Popconfirm
      title={title}
      description={description}
      okButtonProps={{ danger: true }}
      disabled={disabled}
      onConfirm={() => remove.mutate(id, { onSuccess: () => void message.success(common.deleted) })}
    >
      <Button type="link" size="small" danger disabled={disabled} style={{ paddingInline: 0 }}>
        {common.delete}
      </Button>
    </Popconfirm>
  );
  if (disabled === undefined) return confirm;
  return <Tooltip title={disabled ? disabledHint : undefined}>{confirm}</Tooltip>;
}
