import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/** The texts of a list's 发布 / 下线 action: the two button labels and what each asks first. */
interface PublishToggleText {
  publish: string;
  unpublish: string;
  publishConfirm: string;
  unpublishConfirm: string;
  publishHint: string;
  unpublishHint: string;
}

export interface PublishToggleActionProps {
  /** Whether the row is published now: the action then takes it offline. */
  online: boolean;
  busy: boolean;
  text: PublishToggleText;
  onConfirm: () => void;
  /** A plain button (an editor's top bar) instead of a table row's link. */
  asButton?: boolean;
}

/** A 发布 / 下线 link (or button): asks first, then calls `onConfirm`, spinning while `busy`. */
export function PublishToggleAction({ online, busy, text, onConfirm, asButton }: PublishToggleActionProps) {
  const linkProps = asButton ? {} : ({ type: 'link', size: 'small', style: { paddingInline: 0 } } as const);
  return (
    <Popconfirm
      title={online ? text.unpublishConfirm : text.publishConfirm}
      description={online ? text.unpublishHint : text.publishHint}
      okText={online ? text.unpublish : text.publish}
      onConfirm={onConfirm}
    >
      <Button {...linkProps} loading={busy}>
        {online ? text.unpublish : text.publish}
      </Button>
    </Popconfirm>
  );
}

export interface DeleteConfirmActionProps {
  /** The 删除 label, used on the link and the confirm button. */
  label: string;
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => void;
}

/** A table row's red 删除 link that asks first, then calls `onConfirm`. */
export function DeleteConfirmAction({ label, title, description, onConfirm }: DeleteConfirmActionProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={label}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger style={{ paddingInline: 0 }}>
        {label}
      </Button>
    </Popconfirm>
  );
}
