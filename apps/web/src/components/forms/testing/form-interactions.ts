import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Types into the input with this placeholder. */
export function typeInto(placeholder: string, value: string): void {
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The trigger of a select or picker field, by its title ("省份: 请选择"). */
export function fieldTrigger(title: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}: `) });
}

function settle(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}

/** Opens the select titled `title`, taps `option` and confirms (antd-mobile Picker). */
export async function pickOption(title: string, option: string): Promise<void> {
  fireEvent.click(fieldTrigger(title));
  const picker = await waitFor(() => {
    const header = [...document.querySelectorAll('.adm-picker-header-title')].find(
      (element) => element.textContent === title,
    );
    const found = header?.closest('.adm-picker');
    if (!(found instanceof HTMLElement)) throw new Error(`picker ${title} is not open`);
    return found;
  });
  const item = await waitFor(() => {
    const found = [...picker.querySelectorAll('.adm-picker-view-column-item')].find(
      (element) => element.textContent === option,
    );
    if (!(found instanceof HTMLElement)) throw new Error(`option ${option} is not in picker ${title}`);
    return found;
  });
  // The Picker syncs its pending value in an effect after opening: a tap before that is undone.
  await settle();
  fireEvent.click(item);
  // PickerView hands its value to the Picker after a 0 ms debounce: let it land before confirming.
  await settle();
  fireEvent.click(within(picker).getByText('确定'));
  await waitFor(() => expect(fieldTrigger(title).textContent).toContain(option));
}

/** Opens the hospital picker and taps `name` ('其他' for a hospital that is not listed). */
export async function pickHospital(name: string, title = '医院'): Promise<void> {
  fireEvent.click(fieldTrigger(title));
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(await within(dialog).findByText(name));
}
