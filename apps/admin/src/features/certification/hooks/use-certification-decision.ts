import { type AdminCertification, ErrorCode } from '@ia/shared';
import { App } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-errors';
import { messages } from '../../../locales';
import { useDecideCertification } from '../api/decide-certification';

const text = messages.certifications;

/**
 * 通过 (after a confirmation, approval is permanent) and 驳回 (through the reason dialog) for
 * one submission. `onDecided` runs after a decision, also when another reviewer decided first.
 */
export function useCertificationDecision(submission: AdminCertification | undefined, onDecided: () => void) {
  const { message, modal } = App.useApp();
  const decide = useDecideCertification();
  const [rejecting, setRejecting] = useState(false);

  const handleFailure = (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.CONFLICT) {
      // Someone else was first; the queue and the drawer have been refreshed already.
      void message.warning(text.alreadyDecided);
      setRejecting(false);
      return;
    }
    void message.error(describeApiError(error));
  };

  const approve = () => {
    if (!submission) return;
    modal.confirm({
      title: text.approveConfirm.title,
      content: text.approveConfirm.content(submission.name),
      okText: text.approveConfirm.ok,
      cancelText: text.cancel,
      onOk: () =>
        decide.mutateAsync({ id: submission.id, decision: 'approve' }).then(() => {
          void message.success(text.approved);
          onDecided();
        }, handleFailure),
    });
  };

  const reject = (reason: string) => {
    if (!submission) return;
    decide.mutate(
      { id: submission.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(false);
          void message.success(text.rejected);
          onDecided();
        },
        onError: handleFailure,
      },
    );
  };

  return {
    approve,
    reject,
    deciding: decide.isPending,
    rejecting,
    openReject: () => setRejecting(true),
    closeReject: () => setRejecting(false),
  };
}
