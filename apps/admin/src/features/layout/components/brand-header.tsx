import { Flex } from 'antd';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-logo';
import { paths } from '../../../config/paths';
import { messages } from '../../../locales';

export interface BrandHeaderProps {
  collapsed: boolean;
}

/** The logo block at the top of the side menu: 影像学院 运营后台. */
export function BrandHeader({ collapsed }: BrandHeaderProps) {
  return (
    <Link to={paths.dashboard} aria-label={messages.app.fullTitle}>
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'flex-start'}
        gap={10}
        style={{ height: 64, paddingInline: collapsed ? 0 : 20, overflow: 'hidden', whiteSpace: 'nowrap' }}
      >
        <BrandMark size={30} style={{ flex: 'none' }} />
        {collapsed ? null : (
          <Flex align="baseline" gap={6}>
            <span style={{ color: '#fff', fontSize: 17, fontWeight: 600, letterSpacing: 1 }}>
              {messages.app.name}
            </span>
            <span style={{ color: 'rgba(255, 255, 255, 0.65)', fontSize: 13 }}>
              {messages.app.consoleName}
            </span>
          </Flex>
        )}
      </Flex>
    </Link>
  );
}
