import { toast } from '../../../lib/notify';

/**
 * After a submit the form's rules refused: a toast says so (the errors may be far above the
 * button), and the first field in error is brought to the middle of the screen. antd-mobile's
 * Form has no scrollToFirstError; its items in error carry `adm-form-item-has-error`.
 */
export function revealFirstError(container: HTMLElement | null, message: string): void {
  toast(message);
  // The items show their errors in the render after validation: look one frame later.
  requestAnimationFrame(() => {
    const item = container?.querySelector<HTMLElement>('.adm-form-item-has-error');
    item?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}
