/**
 * A short message at the centre of the screen (antd-mobile Toast). The Toast, its mask and their
 * animation library load with the first message, not with the app's first screen (issue 12).
 */
export function toast(message: string): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) =>
    Toast.show({ content: message, position: 'center' }),
  );
}
