import type { AdminImagingQuestionSave, ImagingModality, ImagingPlane } from '@ia/shared';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { contents, imagingSeries } from '../db/schema';
import type { ImagingAdminService } from '../modules/imaging';
import { across, type PhantomEllipse, type PhantomSeries, renderPhantomSeries } from './imaging-phantom';

/** Ribs around the chest wall at z: small bone ellipses on an ellipse a little inside the skin. */
function ribs(z: number): PhantomEllipse[] {
  const list: PhantomEllipse[] = [];
  for (let index = 0; index < 14; index++) {
    const angle = Math.PI * (0.08 + (index / 13) * 0.84) + Math.sin(z * 9 + index) * 0.03;
    const side = index % 2 === 0 ? 1 : -1;
    const theta = side > 0 ? angle : Math.PI + angle;
    list.push({
      x: 0.5 + Math.cos(theta) * 0.385,
      y: 0.52 + Math.sin(theta) * 0.265,
      a: 0.022,
      b: 0.011,
      angle: (theta * 180) / Math.PI + 90,
      value: 650,
    });
  }
  return list;
}

/** Small vessels branching in a lung at z: dots that drift between slices like real vessels. */
function lungVessels(cx: number, cy: number, spreadX: number, spreadY: number, z: number, seed: number) {
  const list: PhantomEllipse[] = [];
  for (let index = 0; index < 18; index++) {
    const phase = seed * 7.3 + index * 2.17;
    const r = 0.25 + 0.7 * ((index * 0.618 + seed) % 1);
    const theta = phase + z * (1.2 + (index % 3) * 0.4);
    list.push({
      x: cx + Math.cos(theta) * spreadX * r,
      y: cy + Math.sin(theta) * spreadY * r,
      a: 0.004 + 0.006 * (1 - r),
      b: 0.004 + 0.006 * (1 - r),
      value: 30,
    });
  }
  return list;
}

/** The vertebra at the back of every slice: body, cortex, canal. */
function spine(y: number): PhantomEllipse[] {
  return [
    { x: 0.5, y, a: 0.052, b: 0.046, value: 900 },
    { x: 0.5, y, a: 0.044, b: 0.038, value: 260 },
    { x: 0.5, y: y + 0.065, a: 0.02, b: 0.018, value: 15 },
    { x: 0.5, y: y + 0.095, a: 0.012, b: 0.03, value: 700 },
  ];
}

/**
 * 病例分享：右肺上叶磨玻璃结节: a chest CT from the apex to the bases, 64 slices, with a part-solid
 * ground-glass nodule in the right upper lobe (image left) over slices 17–30.
 */
const chestGgn: PhantomSeries = {
  slices: 64,
  size: 512,
  noise: 14,
  seed: 14,
  windows: [
    { key: 'lung', label: '肺窗', labelEn: 'Lung', level: -600, width: 1500 },
    { key: 'mediastinum', label: '纵隔窗', labelEn: 'Mediastinal', level: 40, width: 400 },
  ],
  anatomy(z) {
    const lung = 0.45 + 0.55 * Math.sin(Math.PI * Math.min(1, z * 0.85 + 0.08));
    const heart = across(z, 0.35, 1.15);
    const nodule = across(z, 0.25, 0.47);
    const ellipses: PhantomEllipse[] = [
      { x: 0.5, y: 0.52, a: 0.43, b: 0.31, value: -100 },
      { x: 0.5, y: 0.52, a: 0.405, b: 0.285, value: 45 },
      ...ribs(z),
      { x: 0.31, y: 0.49, a: 0.13 * lung, b: 0.19 * lung, angle: 8, value: -860 },
      { x: 0.69, y: 0.49, a: 0.12 * lung, b: 0.185 * lung, angle: -8, value: -860 },
      ...lungVessels(0.31, 0.49, 0.12 * lung, 0.17 * lung, z, 1),
      ...lungVessels(0.69, 0.49, 0.11 * lung, 0.17 * lung, z, 2),
      { x: 0.5, y: 0.5, a: 0.06 + 0.08 * heart, b: 0.07 + 0.06 * heart, angle: -20, value: 40 },
      { x: 0.54, y: 0.41 + 0.03 * z, a: 0.028, b: 0.028, value: 55 },
      { x: 0.56, y: 0.64, a: 0.024, b: 0.024, value: 50 },
      ...spine(0.72),
    ];
    if (z < 0.42) ellipses.push({ x: 0.5, y: 0.4, a: 0.022, b: 0.02, value: -1000 });
    else if (z < 0.5) {
      ellipses.push({ x: 0.46, y: 0.42, a: 0.014, b: 0.013, value: -1000 });
      ellipses.push({ x: 0.54, y: 0.42, a: 0.014, b: 0.013, value: -1000 });
    }
    if (nodule > 0) {
      ellipses.push({ x: 0.285, y: 0.385, a: 0.03 * nodule, b: 0.027 * nodule, angle: 25, value: -520 });
      if (nodule > 0.45) ellipses.push({ x: 0.29, y: 0.39, a: 0.011 * nodule, b: 0.01 * nodule, value: 25 });
    }
    return ellipses;
  },
};

/**
 * 病例分享：肝硬化背景下的小肝癌: an MR-like abdominal series of 48 slices in two phases, arterial
 * (the lesion enhances) and portal venous (it washes out, its capsule shows), over slices 19–31.
 */
const liverHcc: PhantomSeries = {
  slices: 48,
  size: 512,
  noise: 10,
  seed: 28,
  windows: [
    { key: 'arterial', label: '动脉期', labelEn: 'Arterial', level: 180, width: 420 },
    { key: 'portal', label: '门脉期', labelEn: 'Portal venous', level: 180, width: 420 },
  ],
  anatomy(z, phase) {
    const arterial = phase === 0;
    const liver = 0.55 + 0.45 * Math.sin(Math.PI * Math.min(1, z * 0.9 + 0.1));
    const kidney = across(z, 0.45, 1.2);
    const lesion = across(z, 0.38, 0.66);
    const ellipses: PhantomEllipse[] = [
      { x: 0.5, y: 0.53, a: 0.42, b: 0.3, value: 240 },
      { x: 0.5, y: 0.53, a: 0.39, b: 0.275, value: 90 },
      { x: 0.37, y: 0.47, a: 0.2 * liver, b: 0.17 * liver, angle: 15, value: arterial ? 120 : 150 },
      { x: 0.72, y: 0.5, a: 0.06, b: 0.11, angle: -30, value: arterial ? 170 : 155 },
      { x: 0.6, y: 0.38, a: 0.08, b: 0.05, value: 40 },
      { x: 0.53, y: 0.62, a: 0.022, b: 0.022, value: arterial ? 420 : 230 },
      { x: 0.45, y: 0.6, a: 0.026, b: 0.022, value: arterial ? 150 : 260 },
      { x: 0.38, y: 0.5, a: 0.018, b: 0.016, value: arterial ? 110 : 240 },
      ...spine(0.72).map((ellipse) => ({
        ...ellipse,
        value: ellipse.value > 500 ? 40 : ellipse.value + 100,
      })),
    ];
    if (kidney > 0) {
      ellipses.push({
        x: 0.36,
        y: 0.68,
        a: 0.05 * kidney,
        b: 0.07 * kidney,
        angle: 20,
        value: arterial ? 330 : 260,
      });
      ellipses.push({
        x: 0.64,
        y: 0.68,
        a: 0.05 * kidney,
        b: 0.07 * kidney,
        angle: -20,
        value: arterial ? 330 : 260,
      });
    }
    if (lesion > 0) {
      ellipses.push({ x: 0.3, y: 0.4, a: 0.034 * lesion, b: 0.032 * lesion, value: arterial ? 150 : 175 });
      ellipses.push({ x: 0.3, y: 0.4, a: 0.03 * lesion, b: 0.028 * lesion, value: arterial ? 300 : 95 });
    }
    return ellipses;
  },
};

/**
 * 病例分享：冠脉 CTA: 48 slices through the heart with contrast in the chambers; the left anterior
 * descending artery runs down the front and narrows over slices 20–27.
 */
const coronaryCta: PhantomSeries = {
  slices: 48,
  size: 512,
  noise: 16,
  seed: 42,
  windows: [
    { key: 'cta', label: 'CTA 窗', labelEn: 'CTA', level: 200, width: 700 },
    { key: 'mediastinum', label: '纵隔窗', labelEn: 'Mediastinal', level: 40, width: 400 },
  ],
  anatomy(z) {
    const heart = across(z, -0.1, 1.05);
    const stenosis = across(z, 0.38, 0.58);
    const ellipses: PhantomEllipse[] = [
      { x: 0.5, y: 0.52, a: 0.43, b: 0.31, value: -100 },
      { x: 0.5, y: 0.52, a: 0.405, b: 0.285, value: 45 },
      ...ribs(z),
      { x: 0.3, y: 0.5, a: 0.12, b: 0.19, angle: 8, value: -860 },
      { x: 0.72, y: 0.5, a: 0.1, b: 0.18, angle: -8, value: -860 },
      ...lungVessels(0.3, 0.5, 0.11, 0.17, z, 3),
      { x: 0.54, y: 0.5, a: 0.07 + 0.1 * heart, b: 0.06 + 0.08 * heart, angle: -25, value: 60 },
      { x: 0.5, y: 0.5, a: 0.04 + 0.045 * heart, b: 0.035 + 0.04 * heart, angle: -25, value: 380 },
      { x: 0.6, y: 0.54, a: 0.035 + 0.04 * heart, b: 0.03 + 0.035 * heart, angle: -25, value: 420 },
      { x: 0.53, y: 0.47, a: 0.006 + 0.05 * heart, b: 0.006 + 0.05 * heart, value: 55 },
      { x: 0.56, y: 0.66, a: 0.024, b: 0.024, value: 360 },
      ...spine(0.72),
    ];
    const ladX = 0.6 - 0.1 * z;
    const ladY = 0.4 + 0.05 * z;
    const lumen = 0.009 * (1 - 0.75 * stenosis);
    ellipses.push({ x: ladX, y: ladY, a: 0.014, b: 0.014, value: 60 + 300 * stenosis });
    ellipses.push({ x: ladX, y: ladY, a: lumen, b: lumen, value: 430 });
    return ellipses;
  },
};

interface DemoImagingCase {
  title: string;
  phantom: PhantomSeries;
  series: {
    title: string;
    titleEn: string;
    modality: (typeof ImagingModality)[number];
    plane: (typeof ImagingPlane)[number];
  };
  annotations: {
    position: number;
    kind: 'arrow' | 'circle';
    x: number;
    y: number;
    r: number;
    label: string;
    labelEn: string;
  }[];
  questions: Omit<AdminImagingQuestionSave, 'series_id'>[];
}

/** The three demo cases of 病例专区 with their series, marks and questions. */
export const DEMO_IMAGING_CASES: readonly DemoImagingCase[] = [
  {
    title: '病例分享：右肺上叶磨玻璃结节的随访与诊断',
    phantom: chestGgn,
    series: { title: '轴位 胸部 CT', titleEn: 'Axial chest CT', modality: 'CT', plane: 'axial' },
    annotations: [
      {
        position: 23,
        kind: 'circle',
        x: 0.285,
        y: 0.385,
        r: 0.06,
        label: '部分实性结节',
        labelEn: 'Part-solid nodule',
      },
      { position: 23, kind: 'arrow', x: 0.29, y: 0.39, r: 0.08, label: '实性成分', labelEn: 'Solid part' },
    ],
    questions: [
      {
        slice_position: 23,
        prompt: '这个结节的最佳描述是？',
        prompt_en: 'How is this nodule best described?',
        kind: 'choice',
        choices: ['纯磨玻璃结节', '部分实性结节（混杂磨玻璃结节）', '实性结节', '钙化结节'],
        choices_en: [
          'Pure ground-glass nodule',
          'Part-solid (mixed ground-glass) nodule',
          'Solid nodule',
          'Calcified nodule',
        ],
        correct_answer: '部分实性结节（混杂磨玻璃结节）',
        correct_answer_en: 'Part-solid (mixed ground-glass) nodule',
        teaching_points:
          '肺窗上结节呈磨玻璃密度，中央可见实性成分；纵隔窗上实性成分仍可见。部分实性结节的实性成分越大，浸润性腺癌可能越高，应测量实性成分的最大径并按指南随访或处理。',
        teaching_points_en:
          'On the lung window the nodule is ground glass with a central solid part, still seen on the mediastinal window. The larger the solid part, the likelier invasive adenocarcinoma: measure it and follow the guidelines.',
      },
    ],
  },
  {
    title: '病例分享：肝硬化背景下的小肝癌增强 MR 表现',
    phantom: liverHcc,
    series: { title: '轴位 增强 MR', titleEn: 'Axial contrast MR', modality: 'MR', plane: 'axial' },
    annotations: [
      {
        position: 25,
        kind: 'circle',
        x: 0.3,
        y: 0.4,
        r: 0.06,
        label: '肝右叶结节',
        labelEn: 'Right-lobe nodule',
      },
    ],
    questions: [
      {
        slice_position: 25,
        prompt: '对比动脉期与门脉期，该结节的强化方式是？',
        prompt_en: 'Comparing the arterial and portal phases, how does the nodule enhance?',
        kind: 'choice',
        choices: ['动脉期高强化，门脉期廓清', '渐进性向心强化', '全期无强化', '动脉期低强化，门脉期等强化'],
        choices_en: [
          'Arterial hyperenhancement, portal washout',
          'Progressive centripetal enhancement',
          'No enhancement in any phase',
          'Arterial hypoenhancement, portal isoenhancement',
        ],
        correct_answer: '动脉期高强化，门脉期廓清',
        correct_answer_en: 'Arterial hyperenhancement, portal washout',
        teaching_points:
          '动脉期非环形高强化、门脉期廓清并可见包膜，是肝细胞癌的主要征象；肝硬化背景下直径 ≥ 10 mm 者可归为 LI-RADS 5 类。',
        teaching_points_en:
          'Non-rim arterial hyperenhancement with portal washout and a capsule are the major features of HCC; in cirrhosis, at 10 mm or more it is LI-RADS 5.',
      },
    ],
  },
  {
    title: '病例分享：冠脉 CTA 诊断前降支重度狭窄',
    phantom: coronaryCta,
    series: { title: '轴位 冠脉 CTA', titleEn: 'Axial coronary CTA', modality: 'CT', plane: 'axial' },
    annotations: [
      {
        position: 23,
        kind: 'arrow',
        x: 0.55,
        y: 0.42,
        r: 0.07,
        label: '前降支狭窄',
        labelEn: 'LAD stenosis',
      },
    ],
    questions: [
      {
        slice_position: 23,
        prompt: '箭头所示前降支的狭窄程度，你的判断是？（简述）',
        prompt_en: 'How severe is the LAD narrowing at the arrow? (in a few words)',
        kind: 'text',
        choices: [],
        choices_en: [],
        correct_answer: '重度狭窄（70%–99%），以非钙化斑块为主',
        correct_answer_en: 'Severe stenosis (70–99%), mainly a non-calcified plaque',
        teaching_points:
          '连续层面上追踪前降支，管腔在斑块处明显变细，周围为低密度非钙化斑块。狭窄 ≥ 70% 为重度，需结合症状与功能学评估决定血运重建。',
        teaching_points_en:
          'Follow the LAD slice by slice: the lumen narrows sharply at a low-density non-calcified plaque. 70% or more is severe; symptoms and functional testing decide on revascularisation.',
      },
    ],
  },
];

/** A rendered slice as a high-quality JPEG (the grain makes PNG ten times larger for nothing seen). */
function sliceJpeg(pixels: Uint8Array, size: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * Seeds the demo imaging cases on the demo contents found by title, through the console's own
 * service (so each slice is stored and sized as an upload would be). A content that already has
 * a series is left alone. Returns what it created.
 */
export async function seedImaging(db: Database, imagingAdmin: ImagingAdminService): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_IMAGING_CASES) {
    const [content] = await db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.title, demo.title), isNull(contents.deletedAt)))
      .limit(1);
    if (!content) continue;
    const [existing] = await db
      .select({ id: imagingSeries.id })
      .from(imagingSeries)
      .where(eq(imagingSeries.contentId, content.id))
      .limit(1);
    if (existing) continue;
    const { phantom } = demo;
    const series = await imagingAdmin.createSeries(content.id, {
      title: demo.series.title,
      title_en: demo.series.titleEn,
      modality: demo.series.modality,
      plane: demo.series.plane,
      windows: phantom.windows.map((window) => ({
        key: window.key,
        label: window.label,
        label_en: window.labelEn,
      })),
    });
    const rendered = renderPhantomSeries(phantom);
    for (const [windowIndex, window] of phantom.windows.entries()) {
      const files = await Promise.all(
        (rendered[windowIndex] ?? []).map(async (pixels, index) => ({
          name: `${window.key}-${String(index + 1).padStart(3, '0')}.jpg`,
          bytes: await sliceJpeg(pixels, phantom.size),
        })),
      );
      // 512 px wide: each slice is its own phone size, no WebP variant to make.
      await imagingAdmin.upload(series.id, window.key, null, files);
    }
    const withSlices = (await imagingAdmin.caseOf(content.id)).series.find((item) => item.id === series.id);
    for (const annotation of demo.annotations) {
      const slice = withSlices?.slices.find((item) => item.position === annotation.position);
      if (!slice) continue;
      await imagingAdmin.addAnnotation(slice.id, {
        kind: annotation.kind,
        x: annotation.x,
        y: annotation.y,
        r: annotation.r,
        label: annotation.label,
        label_en: annotation.labelEn,
      });
    }
    for (const question of demo.questions) {
      await imagingAdmin.saveQuestion(content.id, null, { ...question, series_id: series.id });
    }
    created.push(`imaging ${demo.title} (${phantom.slices} slices × ${phantom.windows.length} windows)`);
  }
  return created;
}
