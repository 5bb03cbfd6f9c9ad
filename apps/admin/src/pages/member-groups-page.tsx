import { MemberGroupsView } from '../features/content';

/** 内容管理 › 会员分组. */
export function MemberGroupsPage() {
  return <MemberGroupsView />;
}
