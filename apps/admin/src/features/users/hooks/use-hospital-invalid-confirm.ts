import { App } from 'antd';
import { messages } from '../../../locales';
import type { AdminUser } from '../api/get-users';
import { useMarkHospitalInvalid } from '../api/mark-hospital-invalid';

const text = messages.users;

/** 标记医院无效 behind a confirmation: the user will have to pick their hospital again. */
export function useHospitalInvalidConfirm() {
  const { message, modal } = App.useApp();
  const markHospitalInvalid = useMarkHospitalInvalid();

  return (user: AdminUser) => {
    modal.confirm({
      title: text.hospitalInvalidConfirm.title,
      content: text.hospitalInvalidConfirm.content(user.name ?? text.unnamed, user.hospital_name ?? ''),
      okText: text.hospitalInvalidConfirm.ok,
      okButtonProps: { danger: true },
      cancelText: text.cancel,
      onOk: () =>
        markHospitalInvalid.mutateAsync(user.id).then(
          () => void message.success(text.hospitalInvalidConfirm.done),
          // The failure is shown by the query client's toast; close the dialog either way.
          () => undefined,
        ),
    });
  };
}
