import { UploadOutlined } from '@ant-design/icons';
import { EDITOR_TEXT_MAX, VIDEO_UPLOAD_MAX_MB_DEFAULT } from '@ia/shared';
import { Button, Flex, Input, Progress, Segmented, Typography, Upload } from 'antd';
import { useState } from 'react';
import { messages } from '../../../locales';
import { useFieldUpload } from '../api/upload-media';

const text = messages.contentAdmin.media;

export interface VideoFieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/**
 * A content's video: an MP4 uploaded here (with progress), or the address of an HLS/MP4 stream.
 * A Form.Item control whose value is the address either way.
 */
export function VideoField({ value, onChange }: VideoFieldProps) {
  const { percent, handleFile } = useFieldUpload('video', onChange);
  const [mode, setMode] = useState<'upload' | 'url'>(
    value && !value.startsWith('/uploads/') ? 'url' : 'upload',
  );

  return (
    <Flex vertical gap={8}>
      <Segmented<'upload' | 'url'>
        value={mode}
        onChange={(next) => setMode(next)}
        options={[
          { value: 'upload', label: text.videoModes.upload },
          { value: 'url', label: text.videoModes.url },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'upload' ? (
        <Flex vertical gap={8}>
          <Upload
            accept="video/mp4"
            showUploadList={false}
            beforeUpload={(file) => {
              void handleFile(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={percent !== null}>
              {percent !== null ? text.uploading(percent) : text.uploadVideo}
            </Button>
          </Upload>
          {percent !== null ? <Progress percent={percent} size="small" style={{ maxWidth: 360 }} /> : null}
          <Typography.Text type="secondary">{text.videoHint(VIDEO_UPLOAD_MAX_MB_DEFAULT)}</Typography.Text>
          {value ? (
            <Typography.Text code copyable>
              {value}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : (
        <Input
          value={value ?? ''}
          onChange={(event) => onChange?.(event.target.value.trim() || null)}
          placeholder={text.videoUrlPlaceholder}
          maxLength={EDITOR_TEXT_MAX.videoAddress}
          allowClear
        />
      )}
      {value && (value.endsWith('.mp4') || value.includes('.mp4?')) ? (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the operator's own upload; captions are not part of it.
        <video
          src={value}
          controls
          preload="metadata"
          style={{ maxWidth: 360, borderRadius: 6, background: '#000' }}
        />
      ) : null}
    </Flex>
  );
}
