import { Flex, Menu, type MenuProps, Tag } from 'antd';
import { Link } from 'react-router';
import type { NavGroupKey, NavItem } from '../../../config/navigation';
import { messages } from '../../../locales';

const COMING_SOON_TAG_STYLE = {
  marginInlineEnd: 0,
  fontSize: 11,
  lineHeight: '18px',
  color: 'rgba(255, 255, 255, 0.5)',
  background: 'rgba(255, 255, 255, 0.08)',
} as const;

type MenuEntries = NonNullable<MenuProps['items']>;
type MenuEntry = MenuEntries[number];

function toMenuEntry(item: NavItem): MenuEntry {
  if (!item.enabled) {
    return {
      key: item.key,
      icon: item.icon,
      disabled: true,
      label: (
        <Flex justify="space-between" align="center" gap={8}>
          <span>{item.label}</span>
          <Tag variant="filled" style={COMING_SOON_TAG_STYLE}>
            {messages.nav.comingSoon}
          </Tag>
        </Flex>
      ),
    };
  }
  return { key: item.key, icon: item.icon, label: <Link to={item.path}>{item.label}</Link> };
}

/**
 * Ungrouped entries first, then one section per group in the order the groups first appear:
 * titled when the menu is open, separated by a divider when it is collapsed to icons.
 */
function toMenuEntries(items: readonly NavItem[], collapsed: boolean): MenuEntries {
  const entries: MenuEntries = [];
  const groups = new Map<NavGroupKey, MenuEntry[]>();
  for (const item of items) {
    if (!item.group) {
      entries.push(toMenuEntry(item));
      continue;
    }
    let children = groups.get(item.group);
    if (!children) {
      children = [];
      groups.set(item.group, children);
      if (collapsed) entries.push({ type: 'divider', key: `divider:${item.group}` });
      entries.push({
        type: 'group',
        key: `group:${item.group}`,
        label: collapsed ? null : messages.nav.groups[item.group],
        children,
      });
    }
    children.push(toMenuEntry(item));
  }
  return entries;
}

export interface SideMenuProps {
  items: readonly NavItem[];
  selectedKey: string | undefined;
  collapsed: boolean;
}

/** The console's left menu, built from the navigation entries the operator's role may see. */
export function SideMenu({ items, selectedKey, collapsed }: SideMenuProps) {
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={toMenuEntries(items, collapsed)}
      selectedKeys={selectedKey ? [selectedKey] : []}
      style={{ borderInlineEnd: 'none', paddingBlock: 8 }}
    />
  );
}
