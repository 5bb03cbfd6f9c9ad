/**
 * The demo seed's pictures: covers by imaging topic, banners with a title and a call to action,
 * and campaign posters, drawn by scripts/make-demo-art.ts and committed under
 * demo-media/covers (decision 037). The names here are the script's list too, so a seed cannot
 * point at a picture the script does not draw.
 */
export const DEMO_COVER_TOPICS = [
  'ct-chest',
  'ct-brain',
  'lung-nodule',
  'mr-liver',
  'contrast',
  'ai',
  'cta-heart',
  'ultrasound',
  'nursing',
  'mdt',
  'challenge',
] as const;
export type DemoCoverTopic = (typeof DEMO_COVER_TOPICS)[number];

export const DEMO_BANNERS = [
  'banner-challenge',
  'banner-ct-screening',
  'banner-case-area',
  'banner-chest-series',
] as const;
export type DemoBanner = (typeof DEMO_BANNERS)[number];

export const DEMO_POSTERS = ['poster-challenge', 'poster-technique'] as const;
export type DemoPoster = (typeof DEMO_POSTERS)[number];

const FOLDER = '/media/demo/covers';

/** A topic's cover (640 × 360). */
export const demoCover = (topic: DemoCoverTopic): string => `${FOLDER}/${topic}.jpg`;
/** A banner (750 × 320) carrying its title and call to action. */
export const demoBanner = (name: DemoBanner): string => `${FOLDER}/${name}.jpg`;
/** A campaign poster (750 × 1200). */
export const demoPoster = (name: DemoPoster): string => `${FOLDER}/${name}.jpg`;
