import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileReact19 } from '../../../lib/antd-mobile-react19';
import { i18n, initI18n } from '../../../lib/i18n';
import { type ApiStub, ok, stubApi } from '../../../lib/testing/api-stub';
import { ImageUploadField, type UploadedPhoto } from './image-upload-field';

function image(name: string, sizeBytes: number, type = 'image/jpeg'): File {
  const file = new File(['fake image bytes'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

function Harness({ onChange }: { onChange: (photos: UploadedPhoto[]) => void }) {
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  return (
    <I18nextProvider i18n={i18n}>
      <ImageUploadField
        purpose="certification"
        label="执业证书照片"
        value={photos}
        onChange={(next) => {
          setPhotos(next);
          onChange(next);
        }}
      />
    </I18nextProvider>
  );
}

function choose(container: HTMLElement, files: File[]) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

describe('image upload field', { timeout: 30_000 }, () => {
  let api: ApiStub;
  let nextId = 0;

  beforeEach(() => {
    initI18n('zh-CN');
    enableAntdMobileReact19();
    nextId = 100;
    api = stubApi(
      {
        'POST /imageupload': () => {
          nextId += 1;
          return ok({ id: nextId, url: `/api/platform/uploads/${nextId}`, mime: 'image/jpeg', size: 1000 });
        },
      },
      { strict: true },
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uploads an accepted photo as multipart with purpose=certification and keeps its id', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    await act(async () => choose(container, [image('licence.jpg', 5000 * 1024)]));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([{ id: 101, previewUrl: 'blob:preview' }]));
    const body = api.callsTo('POST /imageupload')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('purpose')).toBe('certification');
    expect(((body as FormData).get('file') as File).name).toBe('licence.jpg');
  });

  it('refuses a photo over 5000 KB before sending anything', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    await act(async () => choose(container, [image('huge.jpg', 5000 * 1024 + 1)]));
    expect(await screen.findByText('“huge.jpg”超过5000KB，请压缩后重新上传')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    const { container } = render(<Harness onChange={vi.fn()} />);
    await act(async () => choose(container, [image('notes.pdf', 1000, 'application/pdf')]));
    expect(await screen.findByText('“notes.pdf”不是支持的图片格式（jpg、png、webp、gif）')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('uploads at most 3 photos and says so when more are chosen', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    await act(async () =>
      choose(container, [
        image('a.jpg', 1000),
        image('b.jpg', 1000),
        image('c.jpg', 1000),
        image('d.jpg', 1000),
      ]),
    );
    expect(await screen.findByText('最多上传3张照片')).toBeTruthy();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining([expect.anything()])),
    );
    await waitFor(() => expect(api.callsTo('POST /imageupload')).toHaveLength(3));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(3);
    const names = api
      .callsTo('POST /imageupload')
      .map((call) => ((call.body as FormData).get('file') as File).name);
    expect(names).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    // Full: the picker is hidden, so no fourth photo can be chosen.
    expect(
      container.querySelector('.adm-image-uploader-upload-button-wrap')?.getAttribute('style'),
    ).toContain('display: none');
  });

  it('shows a progress bar per photo while it is sent, and removes it when the answer comes', async () => {
    let answer: (value: unknown) => void = () => {};
    api.on({
      'POST /imageupload': () =>
        new Promise((resolve) => {
          answer = resolve;
        }).then(() => ok({ id: 555, url: '/api/platform/uploads/555', mime: 'image/jpeg', size: 1000 })),
    });
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    await act(async () => choose(container, [image('scan.jpg', 1000)]));
    const bar = await screen.findByRole('progressbar', { name: 'scan.jpg' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('上传中 50%')).toBeTruthy();
    // Sent through XMLHttpRequest (fetch reports no upload progress), answered as before.
    expect(api.callsTo('POST /imageupload')).toHaveLength(1);
    await act(async () => answer(null));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([{ id: 555, previewUrl: 'blob:preview' }]));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
