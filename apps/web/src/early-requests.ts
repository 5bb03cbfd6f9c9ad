// index.html's inline script (scripts/vite-inline-script.ts, decision 042): the requests the page
// starts while it is parsed, before the app's script has arrived. It imports constants only.
import { startEarlyBanners } from './features/content';

startEarlyBanners(window, import.meta.env.BASE_URL);
