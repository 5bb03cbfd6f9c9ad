import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  adverseEventReports,
  certificationSubmissions,
  comments,
  consentRecords,
  contentForms,
  contents,
  formAnswers,
  formQuestions,
  learningProgress,
  learnLogs,
  meetingAttendance,
  meetingSubscriptions,
  meetings,
  messages,
  monitorEvents,
  operators,
  outboxMessages,
  pointsLedger,
  questions,
  sandboxWechatCodes,
  sandboxWechatFollowers,
  sandboxWechatMessages,
  sandboxWechatSubscriptions,
  sessions,
  uploads,
  userCertificates,
  users,
  verificationCodes,
  wechatIdentities,
  wechatNotices,
  wechatSubscribeConsents,
  wecomContacts,
} from '../../db/schema';
import type { UserChangeAnnouncer } from '../../lib/user-changes';
import { type PrivacyRequestRow, privacyRequests } from './privacy.table';

/** users.status of a cancelled account: the access policy refuses any status but 1. */
const CANCELLED_USER_STATUS = 0;

export interface RequestWithOperators {
  request: PrivacyRequestRow;
  enteredBy: string | null;
  resolvedBy: string | null;
}

/** A member's records, as the copy presents them. */
export interface PersonalRecords {
  user: typeof users.$inferSelect;
  wechat: (typeof wechatIdentities.$inferSelect)[];
  consents: (typeof consentRecords.$inferSelect)[];
  certification: (typeof certificationSubmissions.$inferSelect)[];
  learning: {
    contentId: number;
    title: string | null;
    seconds: number;
    finishedAt: Date | null;
    updatedAt: Date;
  }[];
  subscriptions: { meetingId: number; title: string | null; at: Date }[];
  attendance: { meetingId: number; title: string | null; liveSeconds: number; playbackSeconds: number }[];
  points: (typeof pointsLedger.$inferSelect)[];
  certificates: (typeof userCertificates.$inferSelect)[];
  comments: (typeof comments.$inferSelect)[];
  formAnswers: { form: string | null; question: string | null; value: string; at: Date }[];
  questions: (typeof questions.$inferSelect)[];
  reports: (typeof adverseEventReports.$inferSelect)[];
}

/** What a cancellation needs to read before it writes, and what it leaves to do after the commit. */
export interface ErasureResult {
  /** Storage keys of the member's uploads whose rows were deleted (the files go after the commit). */
  storageKeys: string[];
}

/** Re-seals a drug-safety report without its reporter's identity (the drug-safety feature's cipher). */
export type ReportDeidentifier = (report: { sealed: string; reference: string }) => string;

/** The only code that writes privacy requests and, for a cancellation, every table holding a member. */
export class PrivacyRepository {
  constructor(private readonly db: Database) {}

  async insertRequest(values: typeof privacyRequests.$inferInsert): Promise<PrivacyRequestRow> {
    const [row] = await this.db.insert(privacyRequests).values(values).returning();
    if (!row) throw new Error('privacy request insert returned nothing');
    return row;
  }

  /** The queue: open requests soonest due first; then the answered ones, newest first. */
  async page(
    filter: { status?: string | undefined },
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: RequestWithOperators[] }> {
    const where = filter.status ? eq(privacyRequests.status, filter.status) : undefined;
    const isOpen = sql`case when ${privacyRequests.status} = 'open' then 0 else 1 end`;
    const [rows, totals] = await Promise.all([
      this.withOperators()
        .where(where)
        .orderBy(
          asc(isOpen),
          sql`case when ${privacyRequests.status} = 'open' then ${privacyRequests.dueOn} end asc`,
          desc(privacyRequests.receivedAt),
          desc(privacyRequests.id),
        )
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(privacyRequests).where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  async find(id: number): Promise<RequestWithOperators | undefined> {
    const [row] = await this.withOperators().where(eq(privacyRequests.id, id));
    return row;
  }

  /** Answers an open request; undefined when it was answered in between. */
  async resolve(
    id: number,
    values: Pick<PrivacyRequestRow, 'status' | 'resolvedBy' | 'resolvedAt' | 'resolution' | 'updatedAt'>,
    db: Database = this.db,
  ): Promise<PrivacyRequestRow | undefined> {
    const [row] = await db
      .update(privacyRequests)
      .set(values)
      .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, 'open')))
      .returning();
    return row;
  }

  /** Answers every other open request of a cancelled member (nothing is left to serve). */
  async closeOpenRequestsOf(
    userId: number,
    values: Pick<PrivacyRequestRow, 'resolvedBy' | 'resolvedAt' | 'resolution' | 'updatedAt'>,
    db: Database = this.db,
  ): Promise<void> {
    await db
      .update(privacyRequests)
      .set({ ...values, status: 'completed' })
      .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.status, 'open')));
  }

  /** A member who can still be served (not cancelled). */
  async findActiveUser(userId: number): Promise<typeof users.$inferSelect | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), ne(users.status, CANCELLED_USER_STATUS)));
    return row;
  }

  /** Everything the copy of a member's personal information shows. */
  async personalRecords(userId: number): Promise<PersonalRecords | undefined> {
    const user = await this.findActiveUser(userId);
    if (!user) return undefined;
    const db = this.db;
    const [
      wechat,
      consents,
      certification,
      learning,
      subscriptions,
      attendance,
      points,
      certificates,
      ownComments,
      answers,
      ownQuestions,
      reports,
    ] = await Promise.all([
      db
        .select()
        .from(wechatIdentities)
        .where(eq(wechatIdentities.userId, userId))
        .orderBy(wechatIdentities.id),
      db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(consentRecords.createdAt, consentRecords.id),
      db
        .select()
        .from(certificationSubmissions)
        .where(eq(certificationSubmissions.userId, userId))
        .orderBy(certificationSubmissions.createdAt),
      db
        .select({
          contentId: learningProgress.contentId,
          title: contents.title,
          seconds: learningProgress.totalSeconds,
          finishedAt: learningProgress.finishedAt,
          updatedAt: learningProgress.updatedAt,
        })
        .from(learningProgress)
        .leftJoin(contents, eq(contents.id, learningProgress.contentId))
        .where(eq(learningProgress.userId, userId))
        .orderBy(desc(learningProgress.updatedAt)),
      db
        .select({
          meetingId: meetingSubscriptions.meetingId,
          title: meetings.title,
          at: meetingSubscriptions.createdAt,
        })
        .from(meetingSubscriptions)
        .leftJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
        .where(eq(meetingSubscriptions.userId, userId)),
      db
        .select({
          meetingId: meetingAttendance.meetingId,
          title: meetings.title,
          liveSeconds: meetingAttendance.liveSeconds,
          playbackSeconds: meetingAttendance.playbackSeconds,
        })
        .from(meetingAttendance)
        .leftJoin(meetings, eq(meetings.id, meetingAttendance.meetingId))
        .where(eq(meetingAttendance.userId, userId)),
      db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)),
      db
        .select()
        .from(userCertificates)
        .where(eq(userCertificates.userId, userId))
        .orderBy(userCertificates.issuedAt),
      db
        .select()
        .from(comments)
        .where(and(eq(comments.userId, userId), isNull(comments.deletedAt)))
        .orderBy(desc(comments.createdAt)),
      db
        .select({
          form: contentForms.title,
          question: formQuestions.label,
          value: formAnswers.value,
          at: formAnswers.createdAt,
        })
        .from(formAnswers)
        .leftJoin(formQuestions, eq(formQuestions.id, formAnswers.questionId))
        .leftJoin(contentForms, eq(contentForms.id, formQuestions.formId))
        .where(eq(formAnswers.userId, userId))
        .orderBy(desc(formAnswers.createdAt)),
      db.select().from(questions).where(eq(questions.userId, userId)).orderBy(desc(questions.createdAt)),
      db
        .select()
        .from(adverseEventReports)
        .where(eq(adverseEventReports.userId, userId))
        .orderBy(desc(adverseEventReports.receivedAt)),
    ]);
    return {
      user,
      wechat,
      consents,
      certification,
      learning,
      subscriptions,
      attendance,
      points,
      certificates,
      comments: ownComments,
      formAnswers: answers,
      questions: ownQuestions,
      reports,
    };
  }

  /**
   * Cancels a member's account in one transaction (decision 028): deletes or overwrites every
   * value that identifies them, keeps what the law or pharmacovigilance requires under the bare
   * user id, and answers `request` in the same transaction. Sessions end and the session cache is
   * told after the commit (the announcer holds the changes until then).
   */
  async erase(
    userId: number,
    now: Date,
    deidentifyReport: ReportDeidentifier,
    announcer: UserChangeAnnouncer,
    answer: (db: Database) => Promise<void>,
  ): Promise<ErasureResult> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new Error(`erase: no user ${userId}`);
      const identities = await db.select().from(wechatIdentities).where(eq(wechatIdentities.userId, userId));
      const openids = identities.map((identity) => identity.openid);
      const unionids = identities.flatMap((identity) => (identity.unionid ? [identity.unionid] : []));
      const addresses = [user.mobile, user.email].filter((value): value is string => Boolean(value));

      // Sessions end: the token is refused on the next request.
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ tokenHash: sessions.tokenHash });
      for (const { tokenHash } of ended) announcer.sessionEnded(tokenHash);
      // A new WeChat login with the same openid finds no user: it starts as a new visitor.
      await db.delete(wechatIdentities).where(eq(wechatIdentities.userId, userId));

      // The profile: nothing that names, reaches or locates the person; the bare row stays, so
      // the ids that aggregates, the consent ledger and drug-safety reports hold still join.
      await db
        .update(users)
        .set({
          status: CANCELLED_USER_STATUS,
          nickname: null,
          avatarUrl: null,
          name: null,
          mobile: null,
          email: null,
          provinceCode: null,
          cityCode: null,
          hospitalId: null,
          hospitalName: null,
          department: null,
          title: null,
          position: null,
          skillAreas: [],
          interestingTopics: [],
          interestingSystems: [],
          workUpgrades: [],
          consentedAt: null,
          veevaStaffId: null,
          memberGroupIds: [],
          hospitalInvalidAt: null,
          trialTipAt: null,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      // Members linked to a cancelled sales rep lose the link.
      const unlinked = await db
        .update(users)
        .set({ veevaStaffId: null, updatedAt: now })
        .where(eq(users.veevaStaffId, userId))
        .returning({ id: users.id });
      announcer.usersChanged([userId, ...unlinked.map((row) => row.id)]);

      // The consent ledger keeps its proof (which account, which version and hash, when) without
      // the openid, address and browser that identified the person.
      await db
        .update(consentRecords)
        .set({ openid: '', ip: null, userAgent: null })
        .where(eq(consentRecords.userId, userId));

      // Certification: the licence, the name and the photos go.
      await db.delete(certificationSubmissions).where(eq(certificationSubmissions.userId, userId));
      const deletedUploads = await db
        .delete(uploads)
        .where(eq(uploads.ownerUserId, userId))
        .returning({ storageKey: uploads.storageKey });

      // Certificates stay counted but name no one, and no longer verify.
      await db
        .update(userCertificates)
        .set({
          holderName: '',
          revokedAt: sql`coalesce(${userCertificates.revokedAt}, ${now})`,
          revokeReason: '账号已注销',
        })
        .where(eq(userCertificates.userId, userId));

      // What they wrote: comments are withdrawn and emptied (replies to them keep their place);
      // questions and the personal inbox are deleted.
      await db
        .update(comments)
        .set({ content: '', deletedAt: sql`coalesce(${comments.deletedAt}, ${now})`, updatedAt: now })
        .where(eq(comments.userId, userId));
      await db.delete(questions).where(eq(questions.userId, userId));
      // Form answers: a choice stays counted; what they typed (or uploaded) is emptied.
      await db
        .update(formAnswers)
        .set({ value: '' })
        .where(
          and(
            eq(formAnswers.userId, userId),
            inArray(
              formAnswers.questionId,
              db.select({ id: formQuestions.id }).from(formQuestions).where(ne(formQuestions.kind, 'select')),
            ),
          ),
        );
      await db.delete(messages).where(eq(messages.userId, userId));
      // Their WeChat messages' delivery records (openid included) and subscription consents (decision 036).
      await db.delete(wechatNotices).where(eq(wechatNotices.userId, userId));
      await db.delete(wechatSubscribeConsents).where(eq(wechatSubscribeConsents.userId, userId));

      // Drug-safety reports survive for pharmacovigilance, without the reporter's name and contact.
      const reports = await db
        .select({
          id: adverseEventReports.id,
          sealed: adverseEventReports.sealed,
          reference: adverseEventReports.reference,
        })
        .from(adverseEventReports)
        .where(eq(adverseEventReports.userId, userId));
      for (const report of reports) {
        await db
          .update(adverseEventReports)
          .set({ sealed: deidentifyReport(report), updatedAt: now })
          .where(eq(adverseEventReports.id, report.id));
      }

      // Learning time stays counted; the page addresses the app reported (which may carry the
      // openid in their query) go.
      await db.update(learnLogs).set({ pageUrl: null }).where(eq(learnLogs.userId, userId));
      // Analytics keep their counts and pages, not the WeChat identifiers or the query parameters.
      const byIdentity: SQL[] = [eq(monitorEvents.userId, userId)];
      if (openids.length > 0) byIdentity.push(inArray(monitorEvents.openid, openids));
      if (unionids.length > 0) byIdentity.push(inArray(monitorEvents.unionid, unionids));
      await db
        .update(monitorEvents)
        .set({ openid: null, unionid: null, pageParam: null })
        .where(or(...byIdentity));
      if (unionids.length > 0) await db.delete(wecomContacts).where(inArray(wecomContacts.unionid, unionids));

      // Codes and (in the sandbox) messages sent to their mobile or mailbox.
      if (addresses.length > 0) {
        await db.delete(verificationCodes).where(inArray(verificationCodes.target, addresses));
        await db.delete(outboxMessages).where(inArray(outboxMessages.to, addresses));
      }
      // The WeChat sandbox's login codes for their openid (decision 031 keeps them in the database).
      if (openids.length > 0) {
        await db.delete(sandboxWechatCodes).where(inArray(sandboxWechatCodes.openid, openids));
        // …and what the sandbox's WeChat delivered to them and knows of them (decision 036).
        await db.delete(sandboxWechatMessages).where(inArray(sandboxWechatMessages.openid, openids));
        await db.delete(sandboxWechatFollowers).where(inArray(sandboxWechatFollowers.openid, openids));
        await db
          .delete(sandboxWechatSubscriptions)
          .where(inArray(sandboxWechatSubscriptions.openid, openids));
      }

      await answer(db);
      return { storageKeys: deletedUploads.map((row) => row.storageKey) };
    });
  }

  private withOperators() {
    const entered = alias(operators, 'entered_by_operator');
    const resolved = alias(operators, 'resolved_by_operator');
    return this.db
      .select({ request: privacyRequests, enteredBy: entered.displayName, resolvedBy: resolved.displayName })
      .from(privacyRequests)
      .leftJoin(entered, eq(entered.id, privacyRequests.enteredBy))
      .leftJoin(resolved, eq(resolved.id, privacyRequests.resolvedBy))
      .$dynamic();
  }
}
