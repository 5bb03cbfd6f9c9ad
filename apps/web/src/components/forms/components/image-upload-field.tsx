import { UPLOAD_MAX_FILES, UPLOAD_MAX_SIZE_KB, type UploadPurposeValue } from '@ia/shared';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { uploadImage } from '../api/upload-image';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '../lib/image-file-check';
import styles from './forms.module.css';

/** An uploaded photo: its upload id (what the form submits) and a URL to preview it. */
export interface UploadedPhoto {
  id: number;
  previewUrl: string;
}

export interface ImageUploadFieldProps {
  value?: UploadedPhoto[];
  onChange?: (value: UploadedPhoto[]) => void;
  purpose: UploadPurposeValue;
  /** Accessible name of the field. */
  label: string;
}

/** A photo being sent, with how much of it is on its way (0..100). */
interface UploadInFlight {
  id: number;
  name: string;
  percent: number;
}

function previewOf(file: File, fallback: string): string {
  // A local preview: private photos are served only with the session header, which <img> cannot send.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : fallback;
}

/**
 * Photos through antd-mobile ImageUploader (spec §9: at most UPLOAD_MAX_FILES, each at most
 * UPLOAD_MAX_SIZE_KB). Size and type are checked before anything is sent, with a clear message;
 * each accepted file goes to POST imageupload at once, with a progress bar while it is sent,
 * and the form keeps the returned ids.
 */
export function ImageUploadField({ value, onChange, purpose, label }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const items: ImageUploadItem[] = (value ?? []).map((photo) => ({
    key: photo.id,
    url: photo.previewUrl,
    extra: photo.id,
  }));

  const handleBeforeUpload = (file: File): File | null => {
    const problem = imageFileProblem(file);
    if (problem === null) return file;
    toast(t(`registration.upload.${problem}`, { name: file.name, maxKb: UPLOAD_MAX_SIZE_KB }));
    return null;
  };

  const [sending, setSending] = useState<UploadInFlight[]>([]);
  const nextUploadId = useRef(0);

  const handleUpload = async (file: File): Promise<ImageUploadItem> => {
    nextUploadId.current += 1;
    const id = nextUploadId.current;
    setSending((list) => [...list, { id, name: file.name, percent: 0 }]);
    const report = (fraction: number) =>
      setSending((list) =>
        list.map((item) => (item.id === id ? { ...item, percent: Math.round(fraction * 100) } : item)),
      );
    try {
      const uploaded = await uploadImage(file, purpose, report);
      return { key: uploaded.id, url: previewOf(file, uploaded.url), extra: uploaded.id };
    } finally {
      setSending((list) => list.filter((item) => item.id !== id));
    }
  };

  const handleChange = (next: ImageUploadItem[]) => {
    onChange?.(next.map((item) => ({ id: Number(item.extra), previewUrl: item.url })));
  };

  return (
    <fieldset className={styles.fieldset} aria-label={label}>
      <ImageUploader
        value={items}
        onChange={handleChange}
        upload={handleUpload}
        beforeUpload={handleBeforeUpload}
        maxCount={UPLOAD_MAX_FILES}
        onCountExceed={() => toast(t('registration.upload.tooMany', { count: UPLOAD_MAX_FILES }))}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
      />
      {sending.map((item) => (
        <div
          key={item.id}
          className={styles.uploadProgress}
          role="progressbar"
          aria-label={item.name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.percent}
        >
          <ProgressBar percent={item.percent} />
          <span className={styles.hint}>{t('sharing.uploadProgress', { percent: item.percent })}</span>
        </div>
      ))}
      <p className={styles.hint}>
        {t('registration.upload.hint', { count: UPLOAD_MAX_FILES, maxKb: UPLOAD_MAX_SIZE_KB })}
      </p>
    </fieldset>
  );
}
