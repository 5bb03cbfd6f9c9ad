import { MemberGroupsView } from '../features/content/components/member-groups-view';

/** 内容管理 › 会员分组. */
export function MemberGroupsPage() {
  return <MemberGroupsView />;
}
