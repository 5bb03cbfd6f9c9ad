import { maskPhone } from '@ia/shared';
import { App, Button, Descriptions, Form, Modal, Popconfirm, Select, Spin } from 'antd';
import { useState } from 'react';
import { messages } from '../../../locales';
import type { AdminUser } from '../api/get-users';
import { useLinkVeeva } from '../api/link-veeva';
import { useStaffSearch } from '../api/search-staff';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const text = messages.users;
const modalText = text.veevaModal;

interface LinkValues {
  staff_user_id: number;
}

export interface VeevaLinkModalProps {
  /** The member to link; the dialog is closed while null. */
  user: AdminUser | null;
  onClose: () => void;
}

function staffLabel(staff: AdminUser): string {
  const name = staff.name ?? text.staffId(staff.id);
  return modalText.staffOption(name, staff.email ?? maskPhone(staff.mobile));
}

/** Links a certified member to a staff user (sales rep), found by a search over staff users; or unlinks. */
export function VeevaLinkModal({ user, onClose }: VeevaLinkModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<LinkValues>();
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim());
  const staff = useStaffSearch(debouncedKeyword, user !== null);
  const link = useLinkVeeva();
  const linked = user?.veeva_staff ?? null;

  const handleClose = () => {
    setKeyword('');
    onClose();
  };

  const save = (staffUserId: number | null) => {
    if (!user) return;
    link.mutate(
      { userId: user.id, staffUserId },
      {
        onSuccess: () => {
          void message.success(staffUserId === null ? modalText.unlinked : modalText.linked);
          handleClose();
        },
      },
    );
  };

  const options = (staff.data?.data ?? []).map((entry) => ({ value: entry.id, label: staffLabel(entry) }));

  return (
    <Modal
      open={user !== null}
      title={modalText.title(user?.name ?? text.unnamed)}
      onCancel={handleClose}
      destroyOnHidden
      footer={[
        linked ? (
          <Popconfirm
            key="unlink"
            title={modalText.unlinkConfirm}
            okText={modalText.unlink}
            cancelText={modalText.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() => save(null)}
          >
            <Button danger disabled={link.isPending} style={{ float: 'left' }}>
              {modalText.unlink}
            </Button>
          </Popconfirm>
        ) : null,
        <Button key="cancel" onClick={handleClose}>
          {modalText.cancel}
        </Button>,
        <Button key="save" type="primary" loading={link.isPending} onClick={() => form.submit()}>
          {modalText.save}
        </Button>,
      ]}
    >
      {linked ? (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'current', label: modalText.current, children: linked.name ?? text.staffId(linked.id) },
          ]}
        />
      ) : null}
      <Form<LinkValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        onFinish={(values) => save(values.staff_user_id)}
      >
        <Form.Item
          name="staff_user_id"
          label={modalText.staff}
          rules={[{ required: true, message: modalText.staffRequired }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            options={options}
            placeholder={modalText.staffPlaceholder}
            loading={staff.isFetching}
            notFoundContent={staff.isFetching ? <Spin size="small" /> : modalText.noStaff}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
