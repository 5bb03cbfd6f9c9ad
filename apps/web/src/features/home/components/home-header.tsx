import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogo } from './brand-logo';
import styles from './home.module.css';

/** Brand, slogan and the search entry (which opens /allsearch). */
export function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <BrandLogo className={styles.logo} />
        <div className={styles.brandText}>
          <h1 className={styles.brandName}>{t('app.name')}</h1>
          <p className={styles.slogan}>{t('app.slogan')}</p>
        </div>
      </div>
      <button type="button" className={styles.search} onClick={() => void navigate('/allsearch')}>
        <SearchOutline className={styles.searchIcon} aria-hidden="true" />
        <span>{t('home.searchPlaceholder')}</span>
      </button>
    </header>
  );
}
