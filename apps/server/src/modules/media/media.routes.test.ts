import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

describe('demo media', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves the HLS playlist and its segments with HLS types', async () => {
    const playlist = await testApp.app.inject({ url: '/media/demo/imaging-basics/index.m3u8' });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const firstSegment = playlist.body.split('\n').find((line) => line.endsWith('.ts'));
    expect(firstSegment).toBeDefined();
    const segment = await testApp.app.inject({ url: `/media/demo/imaging-basics/${firstSegment}` });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // MPEG-TS packets start with the sync byte 0x47.
    expect(segment.rawPayload[0]).toBe(0x47);
  });

  it('answers a range request on the MP4, as a seeking player asks', async () => {
    const response = await testApp.app.inject({
      url: '/media/demo/imaging-basics/demo.mp4',
      headers: { range: 'bytes=0-15' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.length).toBe(16);
    expect(response.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('serves a simulated live playlist by the app clock, pointing at the demo segments', async () => {
    const response = await testApp.app.inject({ url: '/media/live/imaging-basics/index.m3u8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('no-cache');
    const lines = response.body.trim().split('\n');
    expect(lines).not.toContain('#EXT-X-ENDLIST');
    // The test clock stands at 2026-06-01T02:00:00Z; the demo has 15 six-second segments.
    const sequence = Math.floor(testApp.clock.now().getTime() / 6000) - 3;
    expect(lines).toContain(`#EXT-X-MEDIA-SEQUENCE:${sequence}`);
    expect(lines).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor((sequence - 1) / 15)}`);
    const segments = lines.filter((line) => !line.startsWith('#'));
    expect(segments).toEqual(
      [0, 1, 2, 3].map(
        (offset) =>
          `/media/demo/imaging-basics/segment-${String((sequence + offset) % 15).padStart(3, '0')}.ts`,
      ),
    );
    const segment = await testApp.app.inject({ url: segments[0] ?? '' });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47);

    // Six seconds later the window has moved by one segment.
    testApp.clock.advance(6000);
    const later = await testApp.app.inject({ url: '/media/live/imaging-basics/index.m3u8' });
    expect(later.body).toContain(`#EXT-X-MEDIA-SEQUENCE:${sequence + 1}`);
  });

  it('answers an unknown live folder with a 404 envelope', async () => {
    for (const url of [
      '/media/live/no-such-folder/index.m3u8',
      '/media/live/covers/index.m3u8',
      '/media/live/..%2f..%2fsrc/index.m3u8',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 40400 });
    }
  });

  it('does not serve files outside the media folder', async () => {
    const response = await testApp.app.inject({ url: '/media/demo/..%2f..%2fpackage.json' });
    expect(response.statusCode).toBe(404);
  });
});
