import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../hooks/use-go-back';

export interface PageHeaderProps {
  title: string;
  /** Tab pages have nothing to go back to. */
  showBack?: boolean;
  right?: ReactNode;
}

/** The top bar of a page: title and a back button that falls back to / (spec §2). */
export function PageHeader({ title, showBack = true, right }: PageHeaderProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="page-header">
      <div className="page-header__side">
        {showBack ? (
          <button type="button" className="page-header__back" onClick={goBack}>
            <LeftOutline aria-hidden="true" />
            <span>{t('app.back')}</span>
          </button>
        ) : null}
      </div>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__side page-header__side--right">{right}</div>
    </header>
  );
}
