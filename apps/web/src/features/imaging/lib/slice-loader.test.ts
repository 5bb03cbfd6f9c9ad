import { describe, expect, it } from 'vitest';
import { nearFirstOrder, SliceLoader } from './slice-loader';

/** A loader whose fetches the test finishes by hand, recording the order they were asked in. */
function manualLoads() {
  const asked: string[] = [];
  const pending = new Map<string, (image: HTMLImageElement) => void>();
  const load = (url: string) =>
    new Promise<HTMLImageElement>((resolve) => {
      asked.push(url);
      pending.set(url, resolve);
    });
  const finish = async (url: string) => {
    pending.get(url)?.({ naturalWidth: 1, naturalHeight: 1 } as HTMLImageElement);
    pending.delete(url);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { asked, load, finish };
}

describe('nearFirstOrder', () => {
  it('starts at the focused slice and goes outwards, ahead before behind', () => {
    expect(nearFirstOrder(7, 3)).toEqual([3, 4, 2, 5, 1, 6, 0]);
    expect(nearFirstOrder(4, 0)).toEqual([0, 1, 2, 3]);
    expect(nearFirstOrder(4, 9)).toEqual([3, 2, 1, 0]);
    expect(nearFirstOrder(0, 0)).toEqual([]);
  });
});

describe('SliceLoader', () => {
  it('fetches a few at a time, nearest first, and re-aims what waits when the focus moves', async () => {
    const urls = Array.from({ length: 10 }, (_, index) => `s${index}`);
    const { asked, load, finish } = manualLoads();
    const loader = new SliceLoader(urls, load, 2);
    loader.focusOn(0);
    expect(asked).toEqual(['s0', 's1']);
    loader.focusOn(8);
    await finish('s0');
    // The freed place goes to the new focus, not to s2.
    expect(asked).toEqual(['s0', 's1', 's8']);
    await finish('s1');
    expect(asked.at(-1)).toBe('s9');
    expect(loader.loadedCount).toBe(2);
  });

  it('shows the nearest slice in while the asked one comes, and the slice itself once in', async () => {
    const { load, finish } = manualLoads();
    const loader = new SliceLoader(['a', 'b', 'c', 'd'], load, 1);
    expect(loader.nearestLoaded(2)).toBeNull();
    loader.focusOn(0);
    await finish('a');
    expect(loader.nearestLoaded(2)?.index).toBe(0);
    await finish('b');
    expect(loader.nearestLoaded(2)?.index).toBe(1);
    await finish('c');
    expect(loader.nearestLoaded(2)?.index).toBe(2);
  });

  it('tells its listeners each time a slice arrives, and stops when told', async () => {
    const { load, finish } = manualLoads();
    const loader = new SliceLoader(['a', 'b'], load, 1);
    let heard = 0;
    loader.subscribe(() => {
      heard++;
    });
    loader.focusOn(0);
    await finish('a');
    expect(heard).toBe(1);
    loader.stop();
    await finish('b');
    expect(heard).toBe(1);
  });
});
