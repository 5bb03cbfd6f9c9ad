/**
 * Synthetic cross-sectional images for the demo imaging cases (issue 14): a Shepp–Logan-style
 * phantom, i.e. a body made of ellipses with CT numbers (HU), whose organs change size and
 * position along the table so scrolling through the stack feels like a real series, with a
 * lesion that appears over a range of slices. Everything is computed here: no patient data, no
 * download, and the same bytes every run (a seeded noise generator).
 */

/** An ellipse (or ellipsoid cut) in image fractions: centre, half-axes, rotation, value. */
export interface PhantomEllipse {
  x: number;
  y: number;
  a: number;
  b: number;
  /** Rotation in degrees. */
  angle?: number;
  /** The value inside (HU, or signal for MR-like phases); later ellipses paint over earlier ones. */
  value: number;
  /** Added to what is underneath instead of replacing it (Shepp–Logan's additive style). */
  add?: boolean;
}

/** A window: what the grey scale shows, from level - width/2 (black) to level + width/2 (white). */
interface PhantomWindow {
  key: string;
  label: string;
  labelEn: string;
  level: number;
  width: number;
}

/** A demo series: how its anatomy varies along z (0 at the first slice, 1 at the last). */
export interface PhantomSeries {
  slices: number;
  size: number;
  windows: PhantomWindow[];
  /**
   * What the slice at z (0..1) holds, lesion included, for the window at `windowIndex` (a window
   * may be a phase of its own, e.g. arterial and portal: the same anatomy, other values).
   */
  anatomy(z: number, windowIndex: number): PhantomEllipse[];
  /** Noise, in the values' unit (standard deviation, roughly). */
  noise: number;
  seed: number;
}

/** A small deterministic generator (mulberry32): the same noise every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Paints the ellipses onto `values` (size × size). */
function paint(values: Float32Array, size: number, ellipses: readonly PhantomEllipse[]): void {
  for (const ellipse of ellipses) {
    const angle = ((ellipse.angle ?? 0) * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.max(ellipse.a, ellipse.b);
    const x0 = Math.max(0, Math.floor((ellipse.x - reach) * size));
    const x1 = Math.min(size - 1, Math.ceil((ellipse.x + reach) * size));
    const y0 = Math.max(0, Math.floor((ellipse.y - reach) * size));
    const y1 = Math.min(size - 1, Math.ceil((ellipse.y + reach) * size));
    for (let py = y0; py <= y1; py++) {
      const dy = (py + 0.5) / size - ellipse.y;
      for (let px = x0; px <= x1; px++) {
        const dx = (px + 0.5) / size - ellipse.x;
        const u = (dx * cos + dy * sin) / ellipse.a;
        const v = (-dx * sin + dy * cos) / ellipse.b;
        if (u * u + v * v <= 1) {
          const index = py * size + px;
          values[index] = ellipse.add ? (values[index] ?? 0) + ellipse.value : ellipse.value;
        }
      }
    }
  }
}

/** A 3×3 box blur in two passes, so edges look like a reconstructed image rather than a drawing. */
function soften(values: Float32Array, size: number): Float32Array {
  const rows = new Float32Array(values.length);
  for (let y = 0; y < size; y++) {
    const row = y * size;
    for (let x = 0; x < size; x++) {
      const left = values[row + Math.max(0, x - 1)] ?? 0;
      const right = values[row + Math.min(size - 1, x + 1)] ?? 0;
      rows[row + x] = (left + (values[row + x] ?? 0) + right) / 3;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < size; y++) {
    const up = Math.max(0, y - 1) * size;
    const down = Math.min(size - 1, y + 1) * size;
    const row = y * size;
    for (let x = 0; x < size; x++) {
      out[row + x] = ((rows[up + x] ?? 0) + (rows[row + x] ?? 0) + (rows[down + x] ?? 0)) / 3;
    }
  }
  return out;
}

/**
 * Every slice of the series at every window, as 8-bit grey pixels (size × size, one channel),
 * in stack order: result[windowIndex][sliceIndex]. Windows showing the same values (CT windows
 * of one volume) share one painting; the grain is one seeded field, shifted for each slice.
 */
export function renderPhantomSeries(series: PhantomSeries): Uint8Array[][] {
  const { size } = series;
  const next = random(series.seed);
  const pixelCount = size * size;
  const grain = new Float32Array(pixelCount * 2);
  for (let index = 0; index < grain.length; index++) {
    // The sum of three uniforms: a cheap, roughly normal grain.
    grain[index] = (next() + next() + next() - 1.5) * series.noise * 2;
  }
  const perWindow: Uint8Array[][] = series.windows.map(() => []);
  for (let slice = 0; slice < series.slices; slice++) {
    const z = series.slices === 1 ? 0 : slice / (series.slices - 1);
    const offset = Math.floor(next() * pixelCount);
    let painted: { key: string; values: Float32Array } | null = null;
    series.windows.forEach((window, windowIndex) => {
      const ellipses = series.anatomy(z, windowIndex);
      const key = JSON.stringify(ellipses);
      if (painted?.key !== key) {
        const values = new Float32Array(pixelCount).fill(-1000);
        paint(values, size, ellipses);
        painted = { key, values: soften(values, size) };
      }
      const values = painted.values;
      const low = window.level - window.width / 2;
      const scale = 255 / window.width;
      const pixels = new Uint8Array(pixelCount);
      for (let index = 0; index < pixelCount; index++) {
        const value = (values[index] ?? 0) + (grain[offset + index] ?? 0);
        pixels[index] = Math.max(0, Math.min(255, Math.round((value - low) * scale)));
      }
      perWindow[windowIndex]?.push(pixels);
    });
  }
  return perWindow;
}

/** A bump 0 → 1 → 0 over [from, to] along z: how an organ or lesion grows and shrinks across slices. */
export function across(z: number, from: number, to: number): number {
  if (z <= from || z >= to) return 0;
  const t = (z - from) / (to - from);
  return Math.sin(Math.PI * t);
}
