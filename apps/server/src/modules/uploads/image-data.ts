import { UPLOAD_MAX_SIZE_BYTES, UPLOAD_MAX_SIZE_KB } from '@ia/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError, appError } from '../../lib/app-error';

const UNSUPPORTED_IMAGE_MESSAGE = '仅支持 JPG、PNG、WEBP、GIF 图片';
export const IMAGE_TOO_LARGE_MESSAGE = `图片不能超过 ${UPLOAD_MAX_SIZE_KB}KB`;
const MALFORMED_BASE64_MESSAGE = '图片数据格式有误，请重新选择图片';

/** The image types we accept, by the MIME type sniffed from the bytes, with the extension we store. */
const ACCEPTED_IMAGES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
type ImageMime = keyof typeof ACCEPTED_IMAGES;

export interface SniffedImage {
  mime: ImageMime;
  ext: (typeof ACCEPTED_IMAGES)[ImageMime];
}

function isAcceptedMime(mime: string): mime is ImageMime {
  return Object.hasOwn(ACCEPTED_IMAGES, mime);
}

/**
 * Decides what an upload is from its content alone: the name and the declared Content-Type are
 * the uploader's claims, so a script or an HTML page renamed .jpg is refused here.
 */
export async function sniffImage(bytes: Uint8Array): Promise<SniffedImage> {
  if (bytes.length > UPLOAD_MAX_SIZE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  const detected = bytes.length === 0 ? undefined : await fileTypeFromBuffer(bytes);
  if (!detected || !isAcceptedMime(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_IMAGE_MESSAGE);
  }
  return { mime: detected.mime, ext: ACCEPTED_IMAGES[detected.mime] };
}

/**
 * Most pixels we decode, all frames together (50 megapixels, a 48 MP phone photo): 5000 KB of a
 * well-compressed image could otherwise unpack to gigabytes.
 */
const MAX_IMAGE_MEGAPIXELS = 50;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const JPEG_QUALITY = 90;
const WEBP_QUALITY = 90;

/**
 * The image as we store it: turned upright by its EXIF orientation, then re-encoded in its own
 * format with no metadata at all (EXIF with its GPS position and camera serial, XMP, IPTC, PNG
 * text, comments; the ICC profile too, after converting the colours to sRGB) and nothing after
 * the image data. Animated GIF and WebP keep their frames, delays and loop. An image that cannot
 * be decoded is refused: no browser could show it either.
 */
export async function cleanImage(bytes: Uint8Array, image: SniffedImage): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw appError('IMAGE_UNREADABLE');
  }
  const pages = metadata.pages ?? 1;
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) * pages;
  if (pixels > MAX_IMAGE_PIXELS)
    throw appError('IMAGE_TOO_MANY_PIXELS', { megapixels: MAX_IMAGE_MEGAPIXELS });
  const animated = pages > 1;
  // Warnings (a camera's slightly odd JPEG) are tolerated; errors and truncated data are not.
  let pipeline = sharp(bytes, { animated, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
  // Orientation is a still photo's EXIF; frames of an animation are stored as they are.
  if (!animated) pipeline = pipeline.rotate();
  switch (image.mime) {
    case 'image/jpeg':
      pipeline = pipeline.jpeg({ quality: JPEG_QUALITY });
      break;
    case 'image/png':
      pipeline = pipeline.png({ palette: metadata.isPalette === true });
      break;
    case 'image/webp':
      // A lossless WebP ('VP8L' data) stays lossless; a lossy one is encoded at a high quality.
      pipeline = pipeline.webp(
        Buffer.from(bytes).includes('VP8L') ? { lossless: true } : { quality: WEBP_QUALITY },
      );
      break;
    case 'image/gif':
      pipeline = pipeline.gif();
      break;
  }
  try {
    return await pipeline.toBuffer();
  } catch {
    throw appError('IMAGE_UNREADABLE');
  }
}

const DATA_URL = /^data:([^,]*),/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of an imageupload-base64 payload: a data URL or bare base64. The size is checked
 * before decoding so an oversized payload costs no second copy in memory.
 */
export function decodeBase64Image(input: string): Buffer {
  let payload = input;
  const dataUrl = DATA_URL.exec(input);
  if (dataUrl) {
    // The declared type in the data URL is ignored like any other claim; only ';base64' matters.
    if (!dataUrl[1]?.split(';').includes('base64'))
      throw new AppError('VALIDATION_FAILED', MALFORMED_BASE64_MESSAGE);
    payload = input.slice(dataUrl[0].length);
  }
  payload = payload.replace(/\s+/g, '');
  if (!BASE64.test(payload) || payload.length % 4 === 1) {
    throw new AppError('VALIDATION_FAILED', MALFORMED_BASE64_MESSAGE);
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((payload.length * 3) / 4) - padding;
  if (decodedLength > UPLOAD_MAX_SIZE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  return Buffer.from(payload, 'base64');
}

/** Lossy WebP at this quality: a variant is for showing at a size, the stored image stays the original. */
const VARIANT_WEBP_QUALITY = 80;

/**
 * A public image's WebP variant `width` pixels wide (never wider than the stored image), its height
 * in proportion. The stored image is already upright and without metadata, and the variant is
 * written with none either. An animation stays animated.
 */
export async function makeWebpVariant(storedImage: Buffer, width: number): Promise<Buffer> {
  return sharp(storedImage, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_WEBP_QUALITY })
    .toBuffer();
}
