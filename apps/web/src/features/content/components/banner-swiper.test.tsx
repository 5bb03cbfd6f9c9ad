import type { Banner } from '@ia/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSwiper } from './banner-swiper';

const banner = (id: number, link: string | null): Banner => ({
  id,
  title: `横幅 ${id}`,
  image: `/uploads/banner-${id}.png`,
  link,
  sort: id,
});

function renderBanners(banners: Banner[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <BannerSwiper banners={banners} label="首页横幅" /> },
      { path: '/activity', element: <p>活动列表</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('BannerSwiper', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    // jsdom lays nothing out: give the track a width and record where it is asked to scroll.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    HTMLElement.prototype.scrollTo = scrollTo as unknown as typeof HTMLElement.prototype.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a single banner as it is, with no timer and no dots', () => {
    renderBanners([banner(1, null)]);
    expect(screen.getByRole('img', { name: '横幅 1' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(0);
  });

  it('turns to the next banner every 4 s and back to the first after the last', () => {
    renderBanners([banner(1, null), banner(2, null), banner(3, null)]);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });

    const track = screen.getByRole('img', { name: '横幅 3' }).closest('button')?.parentElement?.parentElement;
    if (!track) throw new Error('no track');
    track.scrollLeft = 800;
    fireEvent.scroll(track);
    act(() => vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('holds still while a finger is on it', () => {
    renderBanners([banner(1, null), banner(2, null)]);
    const track = screen.getByRole('img', { name: '横幅 1' }).closest('button')?.parentElement?.parentElement;
    if (!track) throw new Error('no track');
    fireEvent.touchStart(track);
    act(() => vi.advanceTimersByTime(9000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(track);
    act(() => vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('follows a banner’s in-app link on a tap', () => {
    const router = renderBanners([banner(1, '/activity'), banner(2, null)]);
    fireEvent.click(screen.getByRole('img', { name: '横幅 1' }));
    expect(router.state.location.pathname).toBe('/activity');
  });
});
