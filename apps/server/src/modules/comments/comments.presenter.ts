import type {
  AdminComment,
  AdminContentForm,
  AdminContentFormListItem,
  AdminFormSubmission,
  Comment,
  CommentReply,
  CommentStatusValue,
  ContentForm,
  FormAnswer,
  FormQuestion,
  FormQuestionKindValue,
  SensitiveWord,
} from '@ia/shared';
import { optionLabel, TITLES } from '@ia/shared';
import type {
  ContentFormListRow,
  ContentFormRow,
  FormAnswerRow,
  FormQuestionRow,
  FormSubmissionRow,
  PublicAnswerRow,
  SubmissionWithUser,
} from './content-forms.repository';
import type { AdminCommentRow, CommentAuthorRow } from './social.repository';
import type { CommentRow } from './social.table';

/**
 * The name a comment or answer shows: the user's name, or 医生 with the last digits of the id
 * masked in when there is none. Contact details and WeChat identities are never shown.
 */
export function displayName(userId: number, name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  return `医生**${String(userId % 100).padStart(2, '0')}`;
}

/** What a comment row needs around it to be shown to a viewer. */
export interface CommentContext {
  viewerId: number;
  authors: Map<number, CommentAuthorRow>;
  liked: Set<number>;
}

export function presentReply(row: CommentRow, context: CommentContext): CommentReply {
  const author = context.authors.get(row.userId);
  const replyTo = row.replyToUserId === null ? null : context.authors.get(row.replyToUserId);
  return {
    id: row.id,
    content_id: row.contentId,
    type: row.type,
    parent_id: row.parentId,
    reply_to_name: row.replyToUserId === null ? null : displayName(row.replyToUserId, replyTo?.name ?? null),
    content: row.content,
    author: {
      name: displayName(row.userId, author?.name),
      avatar: author?.avatarUrl ?? null,
      title: author?.title ? optionLabel(TITLES, author.title) : null,
    },
    mine: row.userId === context.viewerId,
    status: row.status as CommentStatusValue,
    zan_count: row.zanCount,
    zanned: context.liked.has(row.id),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentComment(row: CommentRow, replies: CommentRow[], context: CommentContext): Comment {
  return {
    ...presentReply(row, context),
    reply_count: row.replyCount,
    replies: replies.map((reply) => presentReply(reply, context)),
  };
}

export function presentAdminComment(row: AdminCommentRow, replyToName: string | null): AdminComment {
  return {
    id: row.id,
    content_id: row.contentId,
    type: row.type,
    content_title: row.contentTitle,
    parent_id: row.parentId,
    content: row.content,
    author: { id: row.userId, name: displayName(row.userId, row.authorName) },
    reply_to_name: replyToName,
    status: row.status as CommentStatusValue,
    zan_count: row.zanCount,
    reply_count: row.replyCount,
    reviewed_by: row.reviewerName,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentSensitiveWord(row: { id: number; word: string; createdAt: Date }): SensitiveWord {
  return { id: row.id, word: row.word, created_at: row.createdAt.toISOString() };
}

export function presentQuestion(row: FormQuestionRow): FormQuestion {
  return {
    id: row.id,
    kind: row.kind as FormQuestionKindValue,
    label: row.label,
    required: row.required,
    options: row.options,
    public_answers: row.publicAnswers,
    sort: row.sort,
  };
}

/** Answers by question id, as the form and the console show them. */
export function answerMap(answers: readonly FormAnswerRow[]): Record<string, string> {
  return Object.fromEntries(answers.map((answer) => [String(answer.questionId), answer.value]));
}

export function presentContentForm(
  form: ContentFormRow,
  questions: readonly FormQuestionRow[],
  submission: FormSubmissionRow | undefined,
  answers: readonly FormAnswerRow[],
): ContentForm {
  return {
    id: form.id,
    title: form.title,
    description: form.description,
    questions: questions.map(presentQuestion),
    answers: submission ? answerMap(answers) : null,
    submitted_at: submission?.updatedAt.toISOString() ?? null,
  };
}

export function presentPublicAnswer(row: PublicAnswerRow, liked: Set<number>): FormAnswer {
  return {
    id: row.id,
    question_id: row.questionId,
    value: row.value,
    author: { name: displayName(row.userId, row.authorName), avatar: row.authorAvatar },
    zan_count: row.zanCount,
    zanned: liked.has(row.id),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAdminContentForm(
  content: { id: number; title: string; listType: number },
  form: ContentFormRow | undefined,
  questions: readonly FormQuestionRow[],
  answerCounts: Map<number, number>,
  submissionCount: number,
): AdminContentForm {
  return {
    content: { id: content.id, title: content.title, type: content.listType },
    form: form
      ? {
          id: form.id,
          title: form.title,
          description: form.description,
          enabled: form.enabled,
          questions: questions.map((question) => ({
            ...presentQuestion(question),
            answer_count: answerCounts.get(question.id) ?? 0,
          })),
          submission_count: submissionCount,
          updated_at: form.updatedAt.toISOString(),
        }
      : null,
  };
}

export function presentContentFormListItem(row: ContentFormListRow): AdminContentFormListItem {
  return {
    form_id: row.id,
    content_id: row.contentId,
    type: row.type,
    content_title: row.contentTitle,
    title: row.title,
    enabled: row.enabled,
    question_count: Number(row.questionCount),
    submission_count: Number(row.submissionCount),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentSubmission(
  row: SubmissionWithUser,
  answers: readonly FormAnswerRow[],
): AdminFormSubmission {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName, hospital: row.userHospital },
    answers: answerMap(answers),
    submitted_at: row.updatedAt.toISOString(),
  };
}
