import { IMAGE_VARIANT_WIDTHS } from '@ia/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { designImageSizes, preloadImage } from '../lib/image-variants';
import { ContentImage } from './content-image';
import { UnknownMapType } from './unknown-map-type';

describe('content images and type fallbacks', () => {
  beforeAll(() => {
    initI18n('zh-CN');
  });

  afterEach(() => cleanup());

  it('shows the image while it loads', () => {
    render(<ContentImage src="/covers/ct.png" alt="CT 基础" />);
    expect(screen.getByRole('img', { name: 'CT 基础' }).getAttribute('src')).toBe('/covers/ct.png');
  });

  it('offers one of our uploads as WebP at the widths the server makes, sized as shown', () => {
    render(<ContentImage src="/uploads/2026/11/abc.jpg" alt="封面" sizes="40px" />);
    const image = screen.getByRole('img', { name: '封面' });
    // Browsers without WebP keep the original.
    expect(image.getAttribute('src')).toBe('/uploads/2026/11/abc.jpg');
    const source = image.parentElement?.querySelector('source');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('sizes')).toBe('40px');
    expect(source?.getAttribute('srcset')?.split(', ')).toEqual(
      IMAGE_VARIANT_WIDTHS.map((width) => `/uploads/2026/11/abc.jpg?w=${width} ${width}w`),
    );
  });

  it('falls back to the original when the WebP variant fails, then to the icon', () => {
    render(<ContentImage src="/uploads/2026/11/abc.jpg" alt="封面" sizes="40px" />);
    fireEvent.error(screen.getByRole('img', { name: '封面' }));
    const original = screen.getByRole('img', { name: '封面' });
    expect(original.parentElement?.tagName).not.toBe('PICTURE');
    expect(original.getAttribute('src')).toBe('/uploads/2026/11/abc.jpg');
    fireEvent.error(original);
    expect(screen.getByRole('img', { name: '封面 (图片加载失败)' })).toBeTruthy();
  });

  it('shows other addresses as they are, with or without sizes', () => {
    render(<ContentImage src="https://cdn.example/a.jpg" alt="外链" sizes="40px" />);
    const image = screen.getByRole('img', { name: '外链' });
    expect(image.parentElement?.tagName).not.toBe('PICTURE');
    render(<ContentImage src="/uploads/2026/11/abc.jpg" alt="无尺寸" />);
    expect(screen.getByRole('img', { name: '无尺寸' }).parentElement?.tagName).not.toBe('PICTURE');
  });

  it('preloads the file the image will show: the WebP source with the same sizes, the original as fallback', () => {
    const created: HTMLElement[] = [];
    const createElement = document.createElement.bind(document);
    const doc = {
      createElement: (tag: string) => {
        const element = createElement(tag);
        created.push(element);
        return element;
      },
    } as unknown as Document;
    preloadImage('/uploads/2026/11/banner.jpg', '100vw', doc);
    const image = created.find((element) => element.tagName === 'IMG') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/uploads/2026/11/banner.jpg');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    const source = image.parentElement?.querySelector('source');
    expect(source?.getAttribute('sizes')).toBe('100vw');
    expect(source?.getAttribute('srcset')).toContain('/uploads/2026/11/banner.jpg?w=960 960w');
    // Another address is preloaded as it is.
    created.length = 0;
    preloadImage('/media/demo/covers/banner-1.jpg', '100vw', doc);
    expect(created.map((element) => element.tagName)).toEqual(['IMG']);
  });

  it('sizes a design-scaled picture by the screen, up to the app column', () => {
    expect(designImageSizes(256)).toBe('(min-width: 540px) 167px, 30.9vw');
    expect(designImageSizes(828)).toBe('(min-width: 540px) 540px, 100vw');
  });

  it('shows the failed-photo icon when the image fails to load', async () => {
    render(<ContentImage src="/covers/broken.png" alt="CT 基础" />);
    fireEvent.error(screen.getByRole('img', { name: 'CT 基础' }));
    const failed = screen.getByRole('img', { name: 'CT 基础 (图片加载失败)' });
    // The icon loads when first needed.
    await waitFor(() => expect(failed.querySelector('svg')).not.toBeNull());
  });

  it('shows the failed-photo icon without an address', () => {
    render(<ContentImage src={null} alt="封面" />);
    expect(screen.getByRole('img', { name: '封面 (图片加载失败)' })).toBeTruthy();
  });

  it('names an unknown content type', () => {
    render(<UnknownMapType value={9} />);
    expect(screen.getByText('MAPTYPE undefined: 9')).toBeTruthy();
  });
});
