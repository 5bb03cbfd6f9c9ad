import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../features/categories/components/category-grid';
import { HomeBanner } from '../features/home/components/home-banner';
import { HomeHeader } from '../features/home/components/home-header';
import { HomeSection } from '../features/home/components/home-section';

/** Home (/): brand, search, banner, category shortcuts and the content sections. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page page--home">
      <HomeHeader />
      <HomeBanner />
      <HomeSection title={t('home.categoriesTitle')} moreTo="/course/class">
        <CategoryGrid />
      </HomeSection>
      <HomeSection title={t('home.latestMeetings')} moreTo="/meeting" />
      <HomeSection title={t('home.featuredCourses')} moreTo="/course" />
      <HomeSection title={t('home.caseZone')} moreTo="/casearea" />
    </div>
  );
}
