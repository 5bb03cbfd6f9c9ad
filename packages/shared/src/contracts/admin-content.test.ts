import { describe, expect, it } from 'vitest';
import { adminBannerFieldsSchema } from './admin-content';

const banner = {
  position: 'home' as const,
  title: '影像学院',
  image: '/uploads/banner.jpg',
  sort: 0,
  enabled: true,
};

describe('optional addresses in console forms', () => {
  it('take a cleared field ("") as none, and still refuse an address that is neither', () => {
    expect(adminBannerFieldsSchema.parse({ ...banner, link: '' }).link).toBeNull();
    expect(adminBannerFieldsSchema.parse({ ...banner, link: '/course' }).link).toBe('/course');
    expect(adminBannerFieldsSchema.safeParse({ ...banner, link: 'course' }).success).toBe(false);
  });
});
