import type {
  AdminContentForm,
  AdminContentFormListItem,
  AdminFormSubmission,
  ContentForm,
  FormAnswer,
  FormQuestion,
  FormQuestionKindValue,
} from '@ia/shared';
import { displayName } from '../../lib/display-name';
import type {
  ContentFormListRow,
  ContentFormRow,
  FormAnswerRow,
  FormQuestionRow,
  FormSubmissionRow,
  PublicAnswerRow,
  SubmissionWithUser,
} from './content-forms.repository';

function presentQuestion(row: FormQuestionRow): FormQuestion {
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
