import { describe, expect, it } from 'vitest';
import { certificationNotice, profileToFill, submissionRefusal, trialTip } from './certification.service';
import type { CertificationSubmissionRow } from './certification.table';

const DAY_MS = 86_400_000;
const now = new Date('2026-06-01T02:00:00.000Z'); // 10:00 in Beijing

const member = (overrides: Partial<Parameters<typeof trialTip>[0]> = {}) => ({
  kind: 'member' as string | null,
  registeredAt: new Date(now.getTime() - 5 * DAY_MS) as Date | null,
  consentedAt: new Date(now.getTime() - 5 * DAY_MS) as Date | null,
  certifiedAt: null as Date | null,
  status: 1,
  trialTipAt: null as Date | null,
  ...overrides,
});

describe('trialTip', () => {
  it('prompts a trial user with the days left until they press later, then again the next Beijing day', () => {
    expect(trialTip(member(), now)).toEqual({ istip: 1, days_left: 25, certified: false });
    const pressedLater = member({ trialTipAt: new Date('2026-05-31T16:00:00.000Z') });
    expect(trialTip(pressedLater, now).istip).toBe(0);
    const yesterday = member({ trialTipAt: new Date('2026-05-31T15:59:59.000Z') });
    expect(trialTip(yesterday, now).istip).toBe(1);
  });

  it('always prompts once the trial is over, even after later', () => {
    const expired = member({
      registeredAt: new Date(now.getTime() - 30 * DAY_MS),
      trialTipAt: now,
    });
    expect(trialTip(expired, now)).toEqual({ istip: 1, days_left: 0, certified: false });
  });

  it('never prompts certified or staff users', () => {
    expect(trialTip(member({ certifiedAt: now, registeredAt: new Date(0) }), now)).toMatchObject({
      istip: 0,
      certified: true,
    });
    expect(trialTip(member({ kind: 'staff', registeredAt: new Date(0) }), now)).toMatchObject({
      istip: 0,
      certified: false,
    });
  });
});

describe('submissionRefusal', () => {
  it('lets a first submission and one after a rejection through', () => {
    expect(submissionRefusal(false, undefined, 'create')).toBeNull();
    expect(submissionRefusal(false, { status: 'rejected' }, 'create')).toBeNull();
    expect(submissionRefusal(false, { status: 'rejected' }, 'resubmit')).toBeNull();
  });

  it('refuses certified users, a pending submission, and a resubmission without a rejection', () => {
    expect(submissionRefusal(true, undefined, 'create')).toBe('您已通过认证');
    expect(submissionRefusal(false, { status: 'approved' }, 'resubmit')).toBe('您已通过认证');
    expect(submissionRefusal(false, { status: 'pending' }, 'create')).toBe('认证审核中，请耐心等待');
    expect(submissionRefusal(false, undefined, 'resubmit')).toMatch(/无需重新提交/);
  });
});

describe('profileToFill', () => {
  const submission = {
    name: '张三',
    hospitalId: 7,
    hospitalName: '协和医院',
    department: 'radiology',
    title: 'physician',
  };

  it('fills only the columns the user left empty', () => {
    const empty = { name: null, hospitalId: null, hospitalName: ' ', department: '', title: null };
    expect(profileToFill(empty, submission)).toEqual(submission);
    const filled = {
      name: '李四',
      hospitalId: 3,
      hospitalName: '人民医院',
      department: 'imaging',
      title: 'nurse',
    };
    expect(profileToFill(filled, submission)).toEqual({});
    const otherHospital = { ...filled, hospitalId: null, hospitalName: '自填医院' };
    expect(profileToFill(otherHospital, submission)).toEqual({});
  });
});

describe('certificationNotice', () => {
  const row = { id: 42, status: 'rejected', rejectReason: '照片模糊' } as CertificationSubmissionRow;

  it('links to /veeva, carries the reason of a rejection, and dedupes per submission and decision', () => {
    expect(certificationNotice(row)).toMatchObject({
      category: 'certification',
      link: '/veeva',
      dedupeKey: 'certification:42:rejected',
      body: expect.stringContaining('照片模糊'),
    });
    expect(certificationNotice({ ...row, status: 'approved' })).toMatchObject({
      title: '认证审核通过',
      dedupeKey: 'certification:42:approved',
    });
  });
});
