// The public API of features/home: code outside this folder imports only from here.
export { HomeBanner } from './components/home-banner';
export { HomeHeader } from './components/home-header';
export { HomeSection } from './components/home-section';
export { HomeSections } from './components/home-sections';
export { paintEarlyHomeShell } from './early-home-shell';
export { prefetchHome } from './prefetch-home';
