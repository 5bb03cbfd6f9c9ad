import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../features/categories/components/category-grid';
import { HomeBanner } from '../features/home/components/home-banner';
import { HomeHeader } from '../features/home/components/home-header';
import { HomeSection } from '../features/home/components/home-section';
import { HomeSections } from '../features/home/components/home-sections';
import { HomePopover } from '../features/popovers/components/home-popover';

/** Home (/): brand and search, banners, category shortcuts, then the operators' sections in order. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page page--home">
      <HomeHeader />
      <HomeBanner />
      <HomeSection title={t('home.categoriesTitle')} moreTo="/course/class">
        <CategoryGrid />
      </HomeSection>
      <HomeSections />
      <HomePopover />
    </div>
  );
}
