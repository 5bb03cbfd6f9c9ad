import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, users } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import { type QuestionRow, questions } from './questions.table';

export interface AdminQuestionRow {
  question: QuestionRow;
  userName: string | null;
  userNickname: string | null;
  answeredBy: string | null;
}

/** Queries on users' questions. */
export class QuestionsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof questions.$inferInsert): Promise<QuestionRow> {
    const [row] = await this.db.insert(questions).values(values).returning();
    if (!row) throw new Error('question insert returned nothing');
    return row;
  }

  /** The user's questions, newest first. */
  async pageOfUser(
    userId: number,
    status: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: QuestionRow[] }> {
    const where = and(eq(questions.userId, userId), status ? eq(questions.status, status) : undefined);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(questions)
        .where(where)
        .orderBy(desc(questions.createdAt), desc(questions.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(questions).where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  async findOfUser(userId: number, id: number): Promise<QuestionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(questions)
      .where(and(eq(questions.id, id), eq(questions.userId, userId)));
    return row;
  }

  /** The console's list: pending first, then newest. */
  async pageForConsole(
    filter: { status?: string | undefined; keyword?: string | undefined },
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: AdminQuestionRow[] }> {
    const conditions: (SQL | undefined)[] = [filter.status ? eq(questions.status, filter.status) : undefined];
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      conditions.push(or(ilike(questions.content, pattern), ilike(users.name, pattern)));
    }
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          question: questions,
          userName: users.name,
          userNickname: users.nickname,
          answeredBy: operators.displayName,
        })
        .from(questions)
        .leftJoin(users, eq(users.id, questions.userId))
        .leftJoin(operators, eq(operators.id, questions.answeredBy))
        .where(where)
        .orderBy(desc(eq(questions.status, 'pending')), desc(questions.createdAt), desc(questions.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ value: count() })
        .from(questions)
        .leftJoin(users, eq(users.id, questions.userId))
        .where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  async findForConsole(id: number): Promise<AdminQuestionRow | undefined> {
    const [row] = await this.db
      .select({
        question: questions,
        userName: users.name,
        userNickname: users.nickname,
        answeredBy: operators.displayName,
      })
      .from(questions)
      .leftJoin(users, eq(users.id, questions.userId))
      .leftJoin(operators, eq(operators.id, questions.answeredBy))
      .where(eq(questions.id, id));
    return row;
  }

  async saveAnswer(
    id: number,
    answer: string,
    operatorId: number,
    now: Date,
  ): Promise<QuestionRow | undefined> {
    const [row] = await this.db
      .update(questions)
      .set({ answer, answeredBy: operatorId, answeredAt: now, status: 'answered', updatedAt: now })
      .where(eq(questions.id, id))
      .returning();
    return row;
  }
}
