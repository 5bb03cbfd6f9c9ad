import type { RuntimeConfig } from '@ia/shared';

declare global {
  interface Window {
    /** Injected by the server into index.html (see RUNTIME_CONFIG_PLACEHOLDER in @ia/shared). */
    __IA_CONFIG__?: RuntimeConfig;
  }
}
