import { UPLOAD_MAX_FILES, UPLOAD_MAX_SIZE_KB, type UploadPurposeValue } from '@ia/shared';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
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

function previewOf(file: File, fallback: string): string {
  // A local preview: private photos are served only with the session header, which <img> cannot send.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : fallback;
}

/**
 * Photos through antd-mobile ImageUploader (spec §9: at most UPLOAD_MAX_FILES, each at most
 * UPLOAD_MAX_SIZE_KB). Size and type are checked before anything is sent, with a clear message;
 * each accepted file goes to POST imageupload at once, and the form keeps the returned ids.
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

  const handleUpload = async (file: File): Promise<ImageUploadItem> => {
    const uploaded = await uploadImage(file, purpose);
    return { key: uploaded.id, url: previewOf(file, uploaded.url), extra: uploaded.id };
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
      <p className={styles.hint}>
        {t('registration.upload.hint', { count: UPLOAD_MAX_FILES, maxKb: UPLOAD_MAX_SIZE_KB })}
      </p>
    </fieldset>
  );
}
