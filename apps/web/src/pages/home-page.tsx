import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../features/categories';
import { HomeBanner, HomeHeader, HomeSection, HomeSections } from '../features/home';
import { HomePopover } from '../features/popovers';

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
