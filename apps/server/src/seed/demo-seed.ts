import type { ContactInfo } from '@ia/shared';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../lib/file-storage/file-storage';
import { openFileStorage, type StorageConfig } from '../lib/file-storage/open-file-storage';
import { AdminAuthRepository } from '../modules/admin-auth/admin-auth.repository';
import { AdminAuthService } from '../modules/admin-auth/admin-auth.service';
import { CategoriesRepository } from '../modules/categories/categories.repository';
import { ContactRepository } from '../modules/contact/contact.repository';
import { ContactService, DEFAULT_CONTACT } from '../modules/contact/contact.service';
import { ImagingAdminService, ImagingRepository } from '../modules/imaging';
import { PointsRepository } from '../modules/points/points.repository';
import { PointsService } from '../modules/points/points.service';
import { TasksRepository } from '../modules/tasks/tasks.repository';
import { TasksService } from '../modules/tasks/tasks.service';
import { UploadsRepository } from '../modules/uploads/uploads.repository';
import { UploadsService } from '../modules/uploads/uploads.service';
import { seedAchievements } from './achievements-seed';
import { seedCampaigns } from './campaigns-seed';
import { fillDemoEnglish } from './demo-english';
import { seedImaging } from './imaging-seed';
import { seedLearning } from './learning-seed';
import { seedMeetings } from './meetings-seed';
import { type PointsSeedServices, seedPoints } from './points-seed';
import { seedRanking } from './ranking-seed';

/** Demo operators for the embedded setup; production creates operators with `npm run admin:create`. */
export const DEMO_OPERATORS = [
  { username: 'admin', password: 'ImagingDemo#2024', displayName: '系统管理员', role: 'administrator' },
  { username: 'reviewer', password: 'ImagingDemo#2024', displayName: '认证审核员', role: 'reviewer' },
  { username: 'editor', password: 'ImagingDemo#2024', displayName: '内容编辑', role: 'content_editor' },
  {
    username: 'safety',
    password: 'ImagingDemo#2024',
    displayName: '药物警戒专员',
    role: 'pharmacovigilance',
  },
] as const;

interface CategorySeed {
  name: string;
  children?: CategorySeed[];
  memberGroupFlag?: 0 | 1 | 2;
}

/** The imaging academy's course categories. */
const DEMO_CATEGORIES: CategorySeed[] = [
  {
    name: 'CT 影像',
    children: [{ name: '胸部 CT' }, { name: '腹部 CT' }, { name: '心血管 CTA' }, { name: '神经 CT' }],
  },
  {
    name: 'MR 影像',
    children: [{ name: '神经 MR' }, { name: '骨关节 MR' }, { name: '腹盆 MR' }, { name: '心脏 MR' }],
  },
  { name: '超声医学', children: [{ name: '超声造影' }, { name: '心脏超声' }, { name: '浅表器官超声' }] },
  { name: '介入放射', children: [{ name: '血管介入' }, { name: '肿瘤介入' }] },
  {
    name: '对比剂安全',
    children: [{ name: '碘对比剂' }, { name: '钆对比剂' }, { name: '不良反应处理' }],
  },
  { name: '影像技术', children: [{ name: 'CT 扫描技术' }, { name: 'MR 扫描技术' }, { name: '辐射防护' }] },
  { name: '影像护理', children: [{ name: '增强检查护理' }, { name: '对比剂外渗处理' }] },
  { name: '病例讨论', children: [{ name: '疑难病例' }, { name: '多学科会诊' }] },
];

/** /contactUs in the demo: the assistant with a WeChat id and its (demo) QR code. */
const DEMO_CONTACT: ContactInfo = {
  ...DEFAULT_CONTACT,
  wechat_id: 'ImagingAcademyDemo',
  qrcode: '/media/demo/contact/assistant-qrcode.svg',
  email: 'academy@imaging-academy.example',
};

/** The services the demo seed writes through (db/prepare.ts builds them, without the app). */
interface DemoSeedServices extends PointsSeedServices {
  adminAuth: Pick<AdminAuthService, 'createOperator'>;
  contact: Pick<ContactService, 'setIfUnset'>;
  /** The demo imaging cases' writer; null when they are not seeded (SEED_DEMO_IMAGING=false). */
  imagingAdmin: ImagingAdminService | null;
}

/** Builds the services the demo seed writes through, on the database alone. */
function demoSeedServices(db: Database, now: () => Date, storage: FileStorage | null): DemoSeedServices {
  const points = new PointsService(new PointsRepository(db), now);
  return {
    imagingAdmin: storage
      ? new ImagingAdminService(
          new ImagingRepository(db),
          new UploadsService(new UploadsRepository(db), storage, now),
          now,
        )
      : null,
    adminAuth: new AdminAuthService(new AdminAuthRepository(db), now),
    contact: new ContactService(new ContactRepository(db), now),
    points,
    tasks: new TasksService(new TasksRepository(db), points, now),
  };
}

/** Seeds demo data; running it again changes nothing. Returns what it created. */
async function seedDemo(
  services: DemoSeedServices,
  categories: CategoriesRepository,
  db: Database,
  now: Date = new Date(),
): Promise<string[]> {
  const created: string[] = [];
  for (const operator of DEMO_OPERATORS) {
    try {
      await services.adminAuth.createOperator(operator);
      created.push(`operator ${operator.username}`);
    } catch (err) {
      if (!(err instanceof Error && /已存在/.test(err.message))) throw err;
    }
  }

  const existing = await categories.listLive();
  if (existing.length === 0) {
    const insertTree = async (nodes: CategorySeed[], parentId: number, level: number) => {
      for (const [index, node] of nodes.entries()) {
        const row = await categories.insert({
          name: node.name,
          parentId,
          level,
          sort: (index + 1) * 10,
          memberGroupFlag: node.memberGroupFlag ?? 0,
        });
        created.push(`category ${node.name}`);
        if (node.children) await insertTree(node.children, row.id, level + 1);
      }
    };
    await insertTree(DEMO_CATEGORIES, 0, 1);
  }
  created.push(...(await seedLearning(db, now)));
  created.push(...(await seedMeetings(db, now)));
  created.push(...(await seedCampaigns(db, now)));
  created.push(...(await seedRanking(db, now)));
  created.push(...(await seedAchievements(db, now)));
  if (services.imagingAdmin) created.push(...(await seedImaging(db, services.imagingAdmin)));
  created.push(...(await seedPoints(services)));
  created.push(...(await fillDemoEnglish(db)));
  if (await services.contact.setIfUnset(DEMO_CONTACT)) created.push('contact');
  return created;
}

/**
 * The demo data on `db`, through services built for it alone (no app): what db/prepare.ts runs.
 * The imaging cases need the configuration (where uploads go, and whether to render them).
 */
export async function seedDemoData(
  db: Database,
  config?: Pick<Config, 'SEED_DEMO_IMAGING'> & StorageConfig,
): Promise<string[]> {
  const storage = config?.SEED_DEMO_IMAGING ? await openFileStorage(config) : null;
  try {
    return await seedDemo(
      demoSeedServices(db, () => new Date(), storage),
      new CategoriesRepository(db),
      db,
    );
  } finally {
    await storage?.close();
  }
}
