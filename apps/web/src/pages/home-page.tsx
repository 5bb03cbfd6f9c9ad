import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../features/categories';
import { HomeBanner, HomeHeader, HomeSection, HomeSections } from '../features/home';
import { ContinueLearning } from '../features/learning';
import { HomePopover } from '../features/popovers';
import { useUserInfo } from '../features/users';

/**
 * Home (/): brand and search, banners, category shortcuts, 继续学习 when the doctor has begun
 * something, then the operators' sections in order.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  // learn-log is for those who may learn: anyone else would be answered with a popup.
  const mayLearn = Boolean(user?.registered && user.all_active === 1 && !user.trial.expired);
  return (
    <div className="page page--home">
      <HomeHeader />
      <HomeBanner />
      <HomeSection title={t('home.categoriesTitle')} moreTo="/course/class">
        <CategoryGrid />
      </HomeSection>
      {/* Part of the home's chunk: as a chunk of its own it cost two more requests (issue 12). */}
      {mayLearn ? (
        <ContinueLearning
          enabled={mayLearn}
          frame={(title, row) => (
            <HomeSection title={title} moreTo="/personal/history">
              {row}
            </HomeSection>
          )}
        />
      ) : null}
      <HomeSections />
      <HomePopover />
    </div>
  );
}
