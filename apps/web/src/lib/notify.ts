import Toast from 'antd-mobile/es/components/toast';

/** A short message at the centre of the screen (antd-mobile Toast). */
export function toast(message: string): void {
  Toast.show({ content: message, position: 'center' });
}
