import { Tag } from 'antd';
import { messages } from '../../../locales';

const COLORS: Record<string, string> = { pending: 'gold', published: 'green', rejected: 'default' };

/** A comment's status as a coloured tag. */
export function CommentStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{messages.comments.status[status] ?? status}</Tag>;
}
