import type {
  CertificateProgramItem,
  CourseCategory,
  HomeSetting,
  MedalWall,
  Page,
  TaskList,
} from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSections } from '../modules/content/content.table';
import { tasks } from '../modules/tasks/tasks.table';
import { buildTestApp, type TestApp } from '../test/helper';
import { signIn } from '../test/sign-in';
import { fillDemoEnglish } from './demo-english';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

// Decision 038: the operator-written names the app shows carry an English field, which the demo
// fills and the API sends beside the Chinese ('' when the operator wrote none).
describe('English names of the demo', () => {
  let t: TestApp;
  let call: <T>(url: string) => Promise<T>;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
    const member = await signIn(t, 'certified', '林英');
    call = async <T>(url: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/platform${url}`,
        headers: member.headers,
      });
      const body = response.json() as Envelope<T>;
      expect(body, `${url}: ${body.msg}`).toMatchObject({ code: 1000 });
      return body.data;
    };
  });
  afterAll(() => t.close());

  it('sends every home section, category, task, medal and certificate with its English', async () => {
    const home = await call<HomeSetting>('/home/setting');
    expect(home.sections.map((section) => [section.title, section.title_en])).toEqual([
      ['精选推荐', 'Featured'],
      ['学术会议', 'Meetings'],
      ['热门课程', 'Popular courses'],
      ['病例专区', 'Cases'],
      ['系列课程', 'Course series'],
    ]);
    const categories = await call<CourseCategory[]>('/category/tree/0');
    const all = categories.flatMap((category) => [category, ...category.children]);
    expect(all.length).toBeGreaterThan(8);
    expect(all.filter((category) => category.name_en === '')).toEqual([]);
    for (const period of ['daily', 'yearly']) {
      const list = await call<TaskList>(`/member/task?period=${period}`);
      expect(list.tasks.length).toBeGreaterThan(0);
      expect(list.tasks.filter((task) => !task.title_en || !task.description_en)).toEqual([]);
    }
    const wall = await call<MedalWall>('/medal/get');
    expect(wall.data.find((medal) => medal.name === '病例新秀')).toMatchObject({
      name_en: 'Case rookie',
      description_en: 'Read your first case',
    });
    const programs = await call<Page<CertificateProgramItem>>('/certificate/get');
    expect(programs.data.map((program) => program.name_en)).toEqual(
      expect.arrayContaining(['Imaging Academy Introduction Certificate', 'Meeting Attendance Certificate']),
    );
  });

  it('fills an emptied English again, and never overwrites an operator’s own', async () => {
    const db = t.database.db;
    await db.update(homeSections).set({ titleEn: '' }).where(eq(homeSections.title, '精选推荐'));
    await db.update(tasks).set({ titleEn: 'Check in today' }).where(eq(tasks.title, '每日签到'));
    expect(await fillDemoEnglish(db)).toEqual(['english names ×1']);
    const [section] = await db.select().from(homeSections).where(eq(homeSections.title, '精选推荐'));
    expect(section?.titleEn).toBe('Featured');
    const [task] = await db.select().from(tasks).where(eq(tasks.title, '每日签到'));
    expect(task?.titleEn).toBe('Check in today');
    expect(await fillDemoEnglish(db)).toEqual([]);
  });
});
