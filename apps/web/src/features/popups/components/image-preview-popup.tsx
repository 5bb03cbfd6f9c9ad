import ImageViewer from 'antd-mobile/es/components/image-viewer';
import type { PopupComponentProps } from '../../../stores/popup-props';

/** Full-screen image preview with swiping between images (antd-mobile ImageViewer). */
export function ImagePreviewPopup({ payload, visible, onClose }: PopupComponentProps<'imagePreview'>) {
  return (
    <ImageViewer.Multi
      images={[...payload.images]}
      defaultIndex={payload.index ?? 0}
      visible={visible}
      onClose={onClose}
    />
  );
}
