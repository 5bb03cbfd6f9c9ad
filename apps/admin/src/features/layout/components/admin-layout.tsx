import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { Operator } from '@ia/shared';
import { Breadcrumb, type BreadcrumbProps, Button, Layout, Result, theme } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { type NavItem, navigationFor } from '../../../config/navigation';
import { paths } from '../../../config/paths';
import { messages } from '../../../locales';
import { useActiveNavItem } from '../hooks/use-active-nav-item';
import { BrandHeader } from './brand-header';
import { OperatorMenu } from './operator-menu';
import { SideMenu } from './side-menu';

const SIDER_WIDTH = 224;
const SIDER_COLLAPSED_WIDTH = 64;

export interface AdminLayoutProps {
  operator: Operator;
  loggingOut: boolean;
  onLogout: () => void;
}

function breadcrumbItems(active: NavItem | undefined): BreadcrumbProps['items'] {
  const home = {
    title: (
      <Link to={paths.dashboard} aria-label={messages.nav.home}>
        <HomeOutlined />
      </Link>
    ),
  };
  if (!active) return [home];
  const items: NonNullable<BreadcrumbProps['items']> = [home];
  if (active.group) items.push({ title: messages.nav.groups[active.group] });
  items.push({ title: active.label });
  return items;
}

/**
 * The console frame: side menu (collapsed on screens narrower than `lg`), header with
 * breadcrumb and the operator, and the page. Pages whose menu entry excludes the operator's
 * role are answered with 403 here, so each route only has to name its entry.
 */
export function AdminLayout({ operator, loggingOut, onLogout }: AdminLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  const active = useActiveNavItem();
  const allowed = !active || active.roles.includes(operator.role);

  useEffect(() => {
    document.title = active ? `${active.label} · ${messages.app.fullTitle}` : messages.app.fullTitle;
  }, [active]);

  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        onBreakpoint={setCollapsed}
        trigger={null}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', flex: 'none' }}
      >
        <BrandHeader collapsed={collapsed} />
        <SideMenu items={navigationFor(operator.role)} selectedKey={active?.key} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            paddingInline: 16,
            background: token.colorBgContainer,
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          }}
        >
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? messages.layout.expandMenu : messages.layout.collapseMenu}
          />
          <Breadcrumb items={breadcrumbItems(active)} />
          <div style={{ flex: 1 }} />
          <OperatorMenu operator={operator} loggingOut={loggingOut} onLogout={onLogout} />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {allowed ? (
            <Outlet />
          ) : (
            <Result
              status="403"
              title="403"
              subTitle={messages.errors.forbidden}
              extra={
                <Link to={paths.dashboard}>
                  <Button type="primary">{messages.errors.backHome}</Button>
                </Link>
              }
            />
          )}
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: token.colorTextTertiary, fontSize: 12 }}>
          {messages.app.copyright(new Date().getFullYear())}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
