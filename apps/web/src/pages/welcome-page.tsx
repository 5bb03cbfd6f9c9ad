import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { WelcomeCard } from '../features/registration';

/** 欢迎 (/welcome): after registration, on to where the user was going. */
export function WelcomePage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <WelcomeCard />
    </div>
  );
}
