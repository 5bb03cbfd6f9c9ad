import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** True while the form's request is in flight. */
  pending: boolean;
  children: ReactNode;
}

/** A form's full-width submit button; spinning and disabled while it sends, so it cannot send twice. */
export function SubmitButton({ pending, children }: SubmitButtonProps) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={pending}
      disabled={pending}
    >
      {children}
    </Button>
  );
}
