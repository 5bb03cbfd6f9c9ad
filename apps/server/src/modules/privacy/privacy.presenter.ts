import type { PersonalDataExport } from '@ia/shared';
import type { PersonalRecords } from './privacy.repository';

/** A member's records as the copy of their personal information (rows to the API's shape). */
export function presentPersonalRecords(records: PersonalRecords, now: Date): PersonalDataExport {
  const { user } = records;
  const subscribed = new Map(records.subscriptions.map((row) => [row.meetingId, row]));
  const attended = new Map(records.attendance.map((row) => [row.meetingId, row]));
  const meetingIds = [...new Set([...subscribed.keys(), ...attended.keys()])].sort((a, b) => a - b);
  return {
    generated_at: now.toISOString(),
    profile: {
      id: user.id,
      kind: user.kind,
      nickname: user.nickname,
      name: user.name,
      mobile: user.mobile,
      email: user.email,
      province_code: user.provinceCode,
      city_code: user.cityCode,
      hospital: user.hospitalName,
      department: user.department,
      title: user.title,
      position: user.position,
      skill_areas: user.skillAreas,
      interesting_topics: user.interestingTopics,
      interesting_systems: user.interestingSystems,
      work_upgrades: user.workUpgrades,
      registered_at: user.registeredAt?.toISOString() ?? null,
      certified_at: user.certifiedAt?.toISOString() ?? null,
      created_at: user.createdAt.toISOString(),
    },
    wechat: records.wechat.map((row) => ({ app_id: row.appId, openid: row.openid, unionid: row.unionid })),
    consents: records.consents.map((row) => ({
      document_code: row.documentCode,
      document_version: row.documentVersion,
      action: row.action,
      at: row.createdAt.toISOString(),
    })),
    certification: records.certification.map((row) => ({
      name: row.name,
      hospital_name: row.hospitalName,
      department: row.department,
      title: row.title,
      licence_number: row.licenceNumber,
      status: row.status,
      at: row.createdAt.toISOString(),
    })),
    learning: records.learning.map((row) => ({
      content_id: row.contentId,
      title: row.title,
      seconds: row.seconds,
      finished_at: row.finishedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
    })),
    meetings: meetingIds.map((meetingId) => {
      const subscription = subscribed.get(meetingId);
      const attendance = attended.get(meetingId);
      return {
        meeting_id: meetingId,
        title: subscription?.title ?? attendance?.title ?? null,
        subscribed_at: subscription?.at.toISOString() ?? null,
        live_seconds: attendance?.liveSeconds ?? 0,
        playback_seconds: attendance?.playbackSeconds ?? 0,
      };
    }),
    points: {
      total: records.points.reduce((sum, row) => sum + row.points, 0),
      entries: records.points.map((row) => ({
        points: row.points,
        reason: row.reason,
        at: row.createdAt.toISOString(),
      })),
    },
    certificates: records.certificates.map((row) => ({
      number: row.number,
      program_name: row.programName,
      holder_name: row.holderName,
      issued_at: row.issuedAt.toISOString(),
    })),
    comments: records.comments.map((row) => ({
      content: row.content,
      status: row.status,
      at: row.createdAt.toISOString(),
    })),
    form_answers: records.formAnswers.map((row) => ({
      form: row.form ?? '',
      question: row.question ?? '',
      value: row.value,
      at: row.at.toISOString(),
    })),
    questions: records.questions.map((row) => ({
      content: row.content,
      answer: row.answer,
      at: row.createdAt.toISOString(),
    })),
    drug_safety_reports: records.reports.map((row) => ({
      reference: row.reference,
      product_name: row.productName,
      received_at: row.receivedAt.toISOString(),
    })),
  };
}
