import 'antd-mobile/es/global';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadLaterMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { VideoPlayer } from './video-player';

vi.mock('../../../lib/notify', () => ({ toast: vi.fn() }));

const hlsInstances: FakeHls[] = [];

class FakeHls {
  static Events = { ERROR: 'hlsError' };
  static isSupported = vi.fn(() => true);
  loadSource = vi.fn();
  attachMedia = vi.fn();
  destroy = vi.fn();
  handlers = new Map<string, (event: string, data: { fatal: boolean }) => void>();
  constructor() {
    hlsInstances.push(this);
  }
  on(event: string, handler: (event: string, data: { fatal: boolean }) => void) {
    this.handlers.set(event, handler);
  }
}

vi.mock('hls.js/light', () => ({ default: FakeHls }));

function videoElement(): HTMLVideoElement {
  const video = document.querySelector('video');
  if (!video) throw new Error('no <video>');
  return video;
}

/** jsdom does not play media: give the element a duration and a settable playhead. */
function fakePlayback(video: HTMLVideoElement, duration: number) {
  let time = 0;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
}

describe('VideoPlayer', () => {
  beforeAll(async () => {
    initI18n('zh-CN');
    // The player's texts (detail.player.*) are among those the app loads after the home.
    await loadLaterMessages();
  });
  beforeEach(() => {
    hlsInstances.length = 0;
    vi.mocked(toast).mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('plays inline in WeChat: playsinline, webkit-playsinline, x5 attributes, controls and poster', () => {
    render(<VideoPlayer src="/media/demo.mp4" poster="/media/cover.jpg" title="胸部 CT" />);
    const video = videoElement();
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('webkit-playsinline')).toBe('true');
    expect(video.getAttribute('x5-playsinline')).toBe('true');
    expect(video.getAttribute('x5-video-player-type')).toBe('h5');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBe('/media/cover.jpg');
    expect(screen.getByLabelText('胸部 CT')).toBe(video);
  });

  it('plays MP4 natively', async () => {
    render(<VideoPlayer src="/media/demo.mp4" title="t" />);
    await waitFor(() => expect(videoElement().getAttribute('src')).toBe('/media/demo.mp4'));
    expect(hlsInstances).toHaveLength(0);
  });

  it('plays HLS natively where the browser can', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    const engines: string[] = [];
    render(
      <VideoPlayer src="/media/demo/index.m3u8" title="t" onEngine={(engine) => engines.push(engine)} />,
    );
    await waitFor(() => expect(engines).toEqual(['native']));
    expect(videoElement().getAttribute('src')).toBe('/media/demo/index.m3u8');
    expect(hlsInstances).toHaveLength(0);
  });

  it('fetches nothing of a recorded video before play: preload none, and an MP4 address only', async () => {
    render(<VideoPlayer src="/media/demo.mp4" title="t" />);
    const video = videoElement();
    expect(video.getAttribute('preload')).toBe('none');
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/demo.mp4'));
  });

  it('shows its own play button over the picture until the first play, and plays on a tap', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<VideoPlayer src="/media/demo.mp4" poster="/media/cover.jpg" title="t" />);
    fireEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.play(videoElement());
    expect(screen.queryByRole('button', { name: '播放' })).toBeNull();
  });

  it('offers play again over a paused video, and plays on a tap on the centre (issue 16)', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<VideoPlayer src="/media/a.mp4" title="课程视频" />);
    fireEvent.play(videoElement());
    expect(screen.queryByRole('button', { name: '播放' })).toBeNull();
    fireEvent.pause(videoElement());
    fireEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.play(videoElement());
    expect(screen.queryByRole('button', { name: '播放' })).toBeNull();
    fireEvent.ended(videoElement());
    expect(screen.getByRole('button', { name: '播放' })).toBeTruthy();
  });

  it('leaves a live stream its native controls only', () => {
    render(<VideoPlayer src="/live/room/index.m3u8" title="t" live />);
    expect(screen.queryByRole('button', { name: '播放' })).toBeNull();
  });

  it('uses hls.js elsewhere, gives it the address on the first play, and destroys it on unmount', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const engines: string[] = [];
    const view = render(
      <VideoPlayer src="/media/demo/index.m3u8?v=2" title="t" onEngine={(engine) => engines.push(engine)} />,
    );
    await waitFor(() => expect(engines).toEqual(['hls.js']));
    const hls = hlsInstances[0];
    expect(hls?.attachMedia).toHaveBeenCalledWith(videoElement());
    // hls.js fetches the playlist and segments as soon as it has the address: not before play.
    expect(hls?.loadSource).not.toHaveBeenCalled();
    fireEvent.play(videoElement());
    expect(hls?.loadSource).toHaveBeenCalledWith('/media/demo/index.m3u8?v=2');
    fireEvent.play(videoElement());
    expect(hls?.loadSource).toHaveBeenCalledTimes(1);
    expect(videoElement().hasAttribute('src')).toBe(false);
    view.unmount();
    expect(hls?.destroy).toHaveBeenCalledTimes(1);
  });

  it('loads a live stream at once', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<VideoPlayer src="/live/room/index.m3u8" title="t" live />);
    expect(videoElement().getAttribute('preload')).toBe('auto');
    await waitFor(() => expect(hlsInstances[0]?.loadSource).toHaveBeenCalledWith('/live/room/index.m3u8'));
  });

  it('shows an error with a retry when hls.js fails for good, and attaches again on retry', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<VideoPlayer src="/media/demo/index.m3u8" title="t" />);
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    act(() => hlsInstances[0]?.handlers.get('hlsError')?.('hlsError', { fatal: true }));
    expect(screen.getByRole('alert').textContent).toContain('视频加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(hlsInstances).toHaveLength(2));
    expect(hlsInstances[0]?.destroy).toHaveBeenCalled();
  });

  it('shows the error state when the element itself fails (native playback)', () => {
    render(<VideoPlayer src="/media/missing.mp4" title="t" />);
    fireEvent.error(videoElement());
    expect(screen.getByRole('alert').textContent).toContain('视频加载失败');
  });

  it('resumes from the saved position once the metadata is known, and says so', () => {
    render(<VideoPlayer src="/media/demo.mp4" title="t" resumeAt={65} />);
    const video = videoElement();
    fakePlayback(video, 300);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(65);
    expect(toast).toHaveBeenCalledWith('已为您定位到上次观看位置 01:05');
    // Only once: later metadata (a quality switch) does not jump back.
    video.currentTime = 120;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(120);
  });

  it('resumes from a saved position that arrives after the metadata, while the viewer is at the start', () => {
    // The page first renders the cached meeting (position 0), then the refetch brings the newer one.
    const { rerender } = render(<VideoPlayer src="/media/demo.mp4" title="t" resumeAt={0} />);
    const video = videoElement();
    fakePlayback(video, 300);
    Object.defineProperty(video, 'readyState', { configurable: true, get: () => 1 });
    fireEvent.loadedMetadata(video);
    expect(toast).not.toHaveBeenCalled();
    rerender(<VideoPlayer src="/media/demo.mp4" title="t" resumeAt={40} />);
    expect(video.currentTime).toBe(40);
    expect(toast).toHaveBeenCalledWith('已为您定位到上次观看位置 00:40');
    // A viewer who has already moved on is not pulled back by a later position.
    video.currentTime = 90;
    rerender(<VideoPlayer src="/media/demo.mp4" title="t" resumeAt={50} />);
    expect(video.currentTime).toBe(90);
  });

  it('starts over when the saved position is at the very end', () => {
    render(<VideoPlayer src="/media/demo.mp4" title="t" resumeAt={299} />);
    const video = videoElement();
    fakePlayback(video, 300);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('with no-skip, snaps a seek past the furthest point back, and allows going back', () => {
    const holds: boolean[] = [];
    render(
      <VideoPlayer
        src="/media/demo.mp4"
        title="t"
        resumeAt={30}
        noSkip
        onHoldChange={(hold) => holds.push(hold)}
      />,
    );
    const video = videoElement();
    fakePlayback(video, 300);
    fireEvent.loadedMetadata(video);
    video.currentTime = 31;
    fireEvent.timeUpdate(video);
    video.currentTime = 200;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(31);
    expect(toast).toHaveBeenLastCalledWith('本课程不可快进');
    vi.mocked(toast).mockClear();
    video.currentTime = 5;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(5);
    expect(toast).not.toHaveBeenCalled();
    fireEvent.seeked(video);
    expect(holds).toEqual([true, true, false]);
  });

  it('lets the viewer seek anywhere without no-skip', () => {
    render(<VideoPlayer src="/media/demo.mp4" title="t" />);
    const video = videoElement();
    fakePlayback(video, 300);
    video.currentTime = 250;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(250);
  });

  it('reports playing and paused', () => {
    const states: boolean[] = [];
    render(
      <VideoPlayer src="/media/demo.mp4" title="t" onPlayingChange={(playing) => states.push(playing)} />,
    );
    const video = videoElement();
    fireEvent.playing(video);
    fireEvent.pause(video);
    fireEvent.playing(video);
    fireEvent.ended(video);
    expect(states).toEqual([true, false, true, false]);
  });
});
