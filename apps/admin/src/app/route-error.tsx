import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { messages } from '../locales';

/** Shown when a page throws while rendering or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title={messages.errors.crashed}
      subTitle={messages.errors.crashedHint}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {messages.errors.reload}
        </Button>
      }
    />
  );
}
