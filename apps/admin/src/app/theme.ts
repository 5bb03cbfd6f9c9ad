import type { ThemeConfig } from 'antd';

const NAVY = '#0b1f3a';

/** The console's look: a clinical blue on a navy side menu. */
export const theme: ThemeConfig = {
  cssVar: { key: 'ia-admin' },
  token: {
    colorPrimary: '#0b6bcb',
    colorInfo: '#0b6bcb',
    colorLink: '#0b6bcb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorBgLayout: '#f3f5f9',
  },
  components: {
    Layout: { siderBg: NAVY, headerBg: '#ffffff', headerHeight: 64 },
    Menu: {
      darkItemBg: NAVY,
      darkSubMenuItemBg: NAVY,
      darkPopupBg: NAVY,
      darkItemSelectedBg: '#0b6bcb',
      darkItemColor: 'rgba(255, 255, 255, 0.72)',
      darkGroupTitleColor: 'rgba(255, 255, 255, 0.38)',
      darkItemDisabledColor: 'rgba(255, 255, 255, 0.32)',
      itemBorderRadius: 6,
    },
    Card: { borderRadiusLG: 12 },
  },
};
