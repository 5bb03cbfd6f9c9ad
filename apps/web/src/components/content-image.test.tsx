import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
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

  it('shows the failed-photo icon when the image fails to load', () => {
    render(<ContentImage src="/covers/broken.png" alt="CT 基础" />);
    fireEvent.error(screen.getByRole('img', { name: 'CT 基础' }));
    const failed = screen.getByRole('img', { name: 'CT 基础 (图片加载失败)' });
    expect(failed.querySelector('svg')).not.toBeNull();
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
