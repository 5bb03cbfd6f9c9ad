import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Typography, Upload } from 'antd';
import { messages } from '../../../locales';
import { useFieldUpload } from '../api/upload-media';

const text = messages.contentAdmin.media;

export interface ImageUploadFieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  hint?: string;
  /** Preview width in pixels. */
  width?: number;
  /** Preview height in pixels; a 16:9 frame by default (a QR code wants a square). */
  height?: number;
}

/** An image address filled by uploading a picture (public), with a preview. A Form.Item control. */
export function ImageUploadField({ value, onChange, hint, width = 240, height }: ImageUploadFieldProps) {
  const { percent, handleFile } = useFieldUpload('image', onChange);

  return (
    <Flex vertical gap={8} align="flex-start">
      {value ? (
        <Image
          src={value}
          alt={text.preview}
          width={width}
          height={height ?? Math.round((width * 9) / 16)}
          style={{ objectFit: 'cover', borderRadius: 6, background: '#f5f5f5' }}
        />
      ) : null}
      <Flex gap={8} align="center">
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            void handleFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {value ? text.replace : text.uploadImage}
          </Button>
        </Upload>
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {text.remove}
          </Button>
        ) : null}
      </Flex>
      {percent !== null ? <Progress percent={percent} size="small" style={{ width }} /> : null}
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </Flex>
  );
}
