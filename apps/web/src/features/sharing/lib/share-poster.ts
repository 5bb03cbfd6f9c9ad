import {
  drawImageCover,
  drawQrCode,
  exportPng,
  loadPosterImage,
  POSTER_FONT,
  wrapText,
} from '../../../lib/poster-canvas';

/** What a course or meeting poster shows; every text already in the viewer's language. */
export interface SharePosterSpec {
  /** The app's name, over the card. */
  brand: string;
  /** 课程 / 学术会议: the pill over the title, and the cover's word when there is no cover. */
  kind: string;
  title: string;
  /** Speaker or time lines under the title (at most two lines each). */
  lines: string[];
  /** Same origin or CORS-safe; null or one that does not load draws the app's own cover. */
  coverUrl: string | null;
  /** What the QR code opens: the page's share link (spec §7 parameters). */
  link: string;
  /** Beside the QR code: 长按识别二维码 and what it opens. */
  scanTitle: string;
  scanHint: string;
  /** Under the card. */
  slogan: string;
}

const SHARE_POSTER_SIZE = { width: 750, height: 1200 } as const;

const CARD = { x: 40, y: 110, width: 670, height: 1010, radius: 24 } as const;
const COVER_HEIGHT = Math.round((CARD.width * 9) / 16);
const QR_SIZE = 236;
/** The app's teal (global.css --adm-color-primary and its deep and soft tones). */
const PRIMARY = '#0b7f83';
const PRIMARY_DEEP = '#065a5e';
const PRIMARY_SOFT = '#e5f3f3';

/** A stand-in cover when the content has none (or it cannot be drawn): the app's blue with the kind. */
function drawFallbackCover(context: CanvasRenderingContext2D, kind: string): void {
  const gradient = context.createLinearGradient(CARD.x, CARD.y, CARD.x + CARD.width, CARD.y + COVER_HEIGHT);
  gradient.addColorStop(0, '#14a3a8');
  gradient.addColorStop(1, PRIMARY_DEEP);
  context.fillStyle = gradient;
  context.fillRect(CARD.x, CARD.y, CARD.width, COVER_HEIGHT);
  context.strokeStyle = 'rgba(255,255,255,0.18)';
  context.lineWidth = 3;
  for (let ring = 1; ring <= 4; ring++) {
    context.beginPath();
    context.arc(CARD.x + CARD.width - 90, CARD.y + COVER_HEIGHT / 2, ring * 46, 0, Math.PI * 2);
    context.stroke();
  }
  context.fillStyle = '#ffffff';
  context.textAlign = 'left';
  context.font = `bold 56px ${POSTER_FONT}`;
  context.fillText(kind, CARD.x + 48, CARD.y + COVER_HEIGHT / 2 + 20, CARD.width - 240);
}

async function drawPoster(context: CanvasRenderingContext2D, spec: SharePosterSpec, withCover: boolean) {
  const { width, height } = SHARE_POSTER_SIZE;
  const background = context.createLinearGradient(0, 0, 0, height);
  background.addColorStop(0, PRIMARY);
  background.addColorStop(1, '#04393c');
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);

  context.textBaseline = 'alphabetic';
  context.textAlign = 'center';
  context.fillStyle = '#ffffff';
  context.font = `bold 34px ${POSTER_FONT}`;
  context.fillText(spec.brand, width / 2, 72);

  // The card, its top corners holding the cover.
  context.save();
  context.beginPath();
  context.roundRect(CARD.x, CARD.y, CARD.width, CARD.height, CARD.radius);
  context.clip();
  context.fillStyle = '#ffffff';
  context.fillRect(CARD.x, CARD.y, CARD.width, CARD.height);
  const cover = withCover && spec.coverUrl ? await loadPosterImage(spec.coverUrl) : null;
  if (cover)
    drawImageCover(context, cover, { x: CARD.x, y: CARD.y, width: CARD.width, height: COVER_HEIGHT });
  else drawFallbackCover(context, spec.kind);
  context.restore();

  const left = CARD.x + 40;
  const textWidth = CARD.width - 80;
  let y = CARD.y + COVER_HEIGHT + 36;

  context.textAlign = 'left';
  context.font = `26px ${POSTER_FONT}`;
  const pillWidth = context.measureText(spec.kind).width + 32;
  context.fillStyle = PRIMARY_SOFT;
  context.beginPath();
  context.roundRect(left, y, pillWidth, 44, 22);
  context.fill();
  context.fillStyle = PRIMARY_DEEP;
  context.fillText(spec.kind, left + 16, y + 31);
  y += 96;

  context.fillStyle = '#1a1a1a';
  context.font = `bold 42px ${POSTER_FONT}`;
  for (const line of wrapText(context, spec.title, textWidth, 3)) {
    context.fillText(line, left, y);
    y += 58;
  }
  y += 4;
  context.fillStyle = '#595959';
  context.font = `28px ${POSTER_FONT}`;
  for (const text of spec.lines) {
    for (const line of wrapText(context, text, textWidth, 2)) {
      context.fillText(line, left, y);
      y += 42;
    }
  }

  // The QR block along the card's bottom.
  const qrY = CARD.y + CARD.height - QR_SIZE - 36;
  context.strokeStyle = '#d9d9d9';
  context.lineWidth = 2;
  context.setLineDash([10, 8]);
  context.beginPath();
  context.moveTo(left, qrY - 28);
  context.lineTo(left + textWidth, qrY - 28);
  context.stroke();
  context.setLineDash([]);
  await drawQrCode(context, spec.link, { x: CARD.x + CARD.width - 40 - QR_SIZE, y: qrY, size: QR_SIZE });
  const hintWidth = textWidth - QR_SIZE - 24;
  context.fillStyle = '#1a1a1a';
  context.font = `bold 32px ${POSTER_FONT}`;
  context.fillText(spec.scanTitle, left, qrY + 90, hintWidth);
  context.fillStyle = '#8c8c8c';
  context.font = `26px ${POSTER_FONT}`;
  wrapText(context, spec.scanHint, hintWidth, 2).forEach((line, index) => {
    context.fillText(line, left, qrY + 140 + index * 38);
  });

  context.textAlign = 'center';
  context.fillStyle = 'rgba(255,255,255,0.85)';
  context.font = `26px ${POSTER_FONT}`;
  context.fillText(spec.slogan, width / 2, CARD.y + CARD.height + 52);
}

/**
 * Draws a course or meeting poster (750 × 1200) and answers its PNG data URL, or null where the
 * browser cannot draw (jsdom). A cover that taints the canvas after all is dropped and the poster
 * drawn again with the app's own cover, so the doctor still gets a poster to save.
 */
export async function renderSharePoster(
  spec: SharePosterSpec,
  canvas: HTMLCanvasElement,
): Promise<string | null> {
  canvas.width = SHARE_POSTER_SIZE.width;
  canvas.height = SHARE_POSTER_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  await drawPoster(context, spec, true);
  const png = exportPng(canvas);
  if (png || !spec.coverUrl) return png;
  // A tainted canvas stays tainted: draw again on a fresh one.
  const fresh = document.createElement('canvas');
  fresh.width = SHARE_POSTER_SIZE.width;
  fresh.height = SHARE_POSTER_SIZE.height;
  const freshContext = fresh.getContext('2d');
  if (!freshContext) return null;
  await drawPoster(freshContext, spec, false);
  return exportPng(fresh);
}
