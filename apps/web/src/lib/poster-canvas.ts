/**
 * What every share poster (a medal or certificate, a course, a meeting) draws with: the font
 * stack, images that cannot taint the canvas, wrapped text, a QR code and the PNG export. Drawing
 * happens in the app, so the poster speaks the viewer's language and carries their share link.
 */

export const POSTER_FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

/**
 * Loads an image to draw, or null when it does not load. An image from another origin is asked
 * for with CORS (an object store that allows it draws; one that does not fails to load here,
 * instead of tainting the canvas and losing the whole poster at export).
 */
export function loadPosterImage(
  url: string,
  origin: string = window.location.origin,
): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    let crossOrigin = false;
    try {
      crossOrigin = !url.startsWith('data:') && new URL(url, origin).origin !== origin;
    } catch {
      resolve(null);
      return;
    }
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** Draws `image` to fill the box, cropped to its aspect ratio from the centre (CSS object-fit: cover). */
export function drawImageCover(
  context: CanvasRenderingContext2D,
  image: HTMLImageElement,
  box: { x: number; y: number; width: number; height: number },
): void {
  const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight);
  const sourceWidth = box.width / scale;
  const sourceHeight = box.height / scale;
  context.drawImage(
    image,
    (image.naturalWidth - sourceWidth) / 2,
    (image.naturalHeight - sourceHeight) / 2,
    sourceWidth,
    sourceHeight,
    box.x,
    box.y,
    box.width,
    box.height,
  );
}

/** A CJK character (a line may break after any), a run of other non-space characters (a word), or spaces. */
const WRAP_TOKENS =
  /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+|\s+/g;

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth` in the context's current
 * font: after any Chinese character, between English words (a word wider than the line breaks by
 * characters); the last kept line ends with … when text was left over.
 */
export function wrapText(
  context: Pick<CanvasRenderingContext2D, 'measureText'>,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  const fits = (candidate: string) => context.measureText(candidate).width <= maxWidth;
  // Words too wide for a line on their own become characters.
  const tokens = (text.trim().match(WRAP_TOKENS) ?? []).flatMap((token) =>
    fits(token) ? [token] : [...token],
  );
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (!line && /^\s+$/.test(token)) continue;
    if (fits(line + token) || !line) {
      line += token;
      continue;
    }
    if (lines.length === maxLines - 1) {
      let last = line.trimEnd();
      while (last && !fits(`${last}…`)) last = [...last].slice(0, -1).join('');
      lines.push(`${last}…`);
      return lines;
    }
    lines.push(line.trimEnd());
    line = /^\s+$/.test(token) ? '' : token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * Draws a QR code of `text` as a `size`-pixel square at (x, y), on white with a two-module quiet
 * zone inside the square. Uses qrcode, the library the server draws the certificate's QR code
 * with, fetched with the first poster (it is not part of the app's first load).
 */
export async function drawQrCode(
  context: CanvasRenderingContext2D,
  text: string,
  box: { x: number; y: number; size: number },
): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cells = modules.size + quiet * 2;
  // Whole pixels per module keep the edges sharp for a camera (and for a decoder in tests).
  const cell = Math.floor(box.size / cells);
  const offset = Math.floor((box.size - cell * cells) / 2);
  context.fillStyle = '#ffffff';
  context.fillRect(box.x, box.y, box.size, box.size);
  context.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) {
        context.fillRect(
          box.x + offset + (column + quiet) * cell,
          box.y + offset + (row + quiet) * cell,
          cell,
          cell,
        );
      }
    }
  }
}

/** The canvas as a PNG data URL, or null when it cannot be exported (a tainted canvas). */
export function exportPng(canvas: HTMLCanvasElement): string | null {
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
