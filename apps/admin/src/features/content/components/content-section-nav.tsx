import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../../locales';
import { contentPaths } from '../content-paths';

const text = messages.contentAdmin.tabs;

const TABS = [
  { key: contentPaths.contents, label: text.contents },
  { key: contentPaths.lessons, label: text.lessons },
  { key: contentPaths.categories, label: text.categories },
  { key: contentPaths.memberGroups, label: text.memberGroups },
  { key: contentPaths.taxonomy, label: text.taxonomy },
  { key: contentPaths.banners, label: text.banners },
  { key: contentPaths.home, label: text.home },
  { key: contentPaths.searchKeywords, label: text.searchKeywords },
] as const;

/** The tab of a path under /content: its own, or 内容 for the list and the editor. */
function activeContentTab(pathname: string): string {
  const match = TABS.find((tab) => tab.key !== contentPaths.contents && pathname.startsWith(tab.key));
  return match?.key ?? contentPaths.contents;
}

/** The sub-pages of 内容管理, as tabs that change the route. */
export function ContentSectionNav() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={activeContentTab(location.pathname)}
      onChange={(key) => navigate(key)}
      items={TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
      style={{ marginBottom: 8 }}
    />
  );
}
