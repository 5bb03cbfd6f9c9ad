import { vi } from 'vitest';

/** The addresses given to <img> elements (new Image() included) while the test runs. */
export function recordImageLoads(): string[] {
  const sources: string[] = [];
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => {
    sources.push(value);
  });
  return sources;
}
