import { Tag } from 'antd';
import { messages } from '../../../locales';

const COLORS: Record<string, string> = {
  draft: 'default',
  scheduled: 'processing',
  published: 'success',
  unpublished: 'warning',
  expired: 'error',
};

/** A content's or series' derived state (草稿, 待上线, 已发布, 已下线, 已过期). */
export function ContentStateTag({ state }: { state: string }) {
  return (
    <Tag color={COLORS[state] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {messages.contentAdmin.states[state] ?? state}
    </Tag>
  );
}
