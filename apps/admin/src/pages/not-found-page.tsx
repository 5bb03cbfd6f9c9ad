import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { messages } from '../locales';

/** Any console path no route claims. */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle={messages.errors.notFound}
      extra={
        <Link to={paths.dashboard}>
          <Button type="primary">{messages.errors.backHome}</Button>
        </Link>
      }
    />
  );
}
