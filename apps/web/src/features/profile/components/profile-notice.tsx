import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

export interface ProfileNoticeProps {
  message: string;
  action?: { label: string; to: string };
}

/** Why a profile page has nothing to edit for this user, and where to go instead. */
export function ProfileNotice({ message, action }: ProfileNoticeProps) {
  const navigate = useNavigate();
  return (
    <EmptyState
      title={message}
      action={
        action ? (
          <Button size="small" shape="rounded" color="primary" onClick={() => void navigate(action.to)}>
            {action.label}
          </Button>
        ) : null
      }
    />
  );
}
