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

  it('does not serve files outside the media folder', async () => {
    const response = await testApp.app.inject({ url: '/media/demo/..%2f..%2fpackage.json' });
    expect(response.statusCode).toBe(404);
  });
});
