/**
 * The share poster of a medal or certificate, drawn on a canvas and offered as a PNG (saved with
 * a download outside WeChat, by long-press inside it). Pure drawing over an injected canvas so
 * the page stays thin; jsdom has no 2D context, where this answers null.
 */
import { exportPng, loadPosterImage, POSTER_FONT } from '../../../lib/poster-canvas';

export interface PosterSpec {
  /** Headline, e.g. 我在影像学院获得了 */
  headline: string;
  /** The medal or programme name. */
  title: string;
  /** Holder and date lines under the title. */
  lines: string[];
  /** Artwork (medal) or certificate image URL: same origin or a data URL, so the canvas stays clean. */
  imageUrl: string | null;
  /** 'medal' draws the image as a square badge; 'certificate' as a 10:7 landscape card. */
  layout: 'medal' | 'certificate';
  footer: string;
}

const POSTER_WIDTH = 750;
const POSTER_HEIGHT = 1200;
const FONT = POSTER_FONT;

/** Draws the poster and answers its PNG data URL, or null when the browser cannot draw. */
export async function renderPoster(spec: PosterSpec, canvas: HTMLCanvasElement): Promise<string | null> {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;

  const background = context.createLinearGradient(0, 0, 0, POSTER_HEIGHT);
  background.addColorStop(0, '#0b5cad');
  background.addColorStop(1, '#0a3d73');
  context.fillStyle = background;
  context.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  context.fillStyle = '#ffffff';
  context.fillRect(40, 150, POSTER_WIDTH - 80, 900);

  context.textAlign = 'center';
  context.fillStyle = '#ffffff';
  context.font = `bold 40px ${FONT}`;
  context.fillText(spec.headline, POSTER_WIDTH / 2, 100);

  const image = spec.imageUrl ? await loadPosterImage(spec.imageUrl) : null;
  let y = 200;
  if (image) {
    if (spec.layout === 'medal') {
      context.drawImage(image, (POSTER_WIDTH - 360) / 2, y, 360, 360);
      y += 400;
    } else {
      const width = POSTER_WIDTH - 120;
      context.drawImage(image, 60, y, width, (width * 7) / 10);
      y += (width * 7) / 10 + 50;
    }
  }
  context.fillStyle = '#0b2e55';
  context.font = `bold 44px ${FONT}`;
  context.fillText(spec.title, POSTER_WIDTH / 2, y + 40, POSTER_WIDTH - 120);
  context.font = `28px ${FONT}`;
  context.fillStyle = '#555555';
  spec.lines.forEach((line, index) => {
    context.fillText(line, POSTER_WIDTH / 2, y + 110 + index * 48, POSTER_WIDTH - 120);
  });
  context.fillStyle = '#ffffff';
  context.font = `26px ${FONT}`;
  context.fillText(spec.footer, POSTER_WIDTH / 2, POSTER_HEIGHT - 70);
  return exportPng(canvas);
}
