import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpin } from '../../../components/full-page-spin';
import { loginPathFor } from '../../../config/paths';
import { describeApiError } from '../../../lib/api-errors';
import { messages } from '../../../locales';
import { useOperator } from '../api/get-operator';

export interface RequireOperatorProps {
  children: ReactNode;
}

/**
 * Renders its children only for a signed-in operator; otherwise sends the browser to the
 * sign-in page with the requested page kept in `?redirect=`.
 */
export function RequireOperator({ children }: RequireOperatorProps) {
  const location = useLocation();
  const { data: operator, error, isPending, isError, isFetching, refetch } = useOperator();

  if (isPending) return <FullPageSpin description={messages.auth.checkingSession} />;

  if (isError) {
    return (
      <Result
        status="warning"
        title={messages.auth.sessionCheckFailed}
        subTitle={describeApiError(error)}
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            {messages.auth.retry}
          </Button>
        }
      />
    );
  }

  if (!operator) {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(returnTo)} replace />;
  }

  return children;
}
