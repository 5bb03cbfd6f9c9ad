import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * A bridge from code outside React (the query client's error hooks) to antd's context-aware
 * `message` API, which only exists inside <App>. The provider registers it on mount.
 */
let messageApi: MessageInstance | null = null;

export function registerMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

export function notifyError(text: string): void {
  if (messageApi) void messageApi.error(text);
  else console.error(text);
}

export function notifySuccess(text: string): void {
  if (messageApi) void messageApi.success(text);
}
