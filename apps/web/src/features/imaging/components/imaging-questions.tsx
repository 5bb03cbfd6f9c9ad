import type { ImagingAnswerInput, ImagingAnswerResult, ImagingQuestion } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useImagingText } from '../lib/imaging-text';
import styles from './imaging.module.css';

export interface ImagingQuestionsProps {
  /** Sends an answer (or a reveal); the page's query then holds the answered question. */
  answer: (input: ImagingAnswerInput) => Promise<ImagingAnswerResult>;
  questions: readonly ImagingQuestion[];
  /** Shows the slice a question is about (series id, 1-based position). */
  onGoToSlice: (seriesId: number, position: number) => void;
}

/** Read, then reveal: each question hides its answer and teaching points until answered or revealed. */
export function ImagingQuestions({ answer, questions, onGoToSlice }: ImagingQuestionsProps) {
  const { text } = useImagingText();
  if (questions.length === 0) return null;
  return (
    <section className={styles.questions} aria-labelledby="imaging-questions-title">
      <h3 id="imaging-questions-title" className={styles.sectionTitle} style={{ padding: '0 0 4px' }}>
        {text('questionsTitle')}
      </h3>
      <p className={styles.questionsHint}>{text('questionHint')}</p>
      {questions.map((question) => (
        <QuestionCard key={question.id} answer={answer} question={question} onGoToSlice={onGoToSlice} />
      ))}
    </section>
  );
}

function QuestionCard({
  answer,
  question,
  onGoToSlice,
}: {
  answer: ImagingQuestionsProps['answer'];
  question: ImagingQuestion;
  onGoToSlice: ImagingQuestionsProps['onGoToSlice'];
}) {
  const { text, english } = useImagingText();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [written, setWritten] = useState('');
  const [learnedSeconds, setLearnedSeconds] = useState(0);
  const mine = question.mine;
  const prompt = english ? question.prompt_en : question.prompt;
  /** A choice as the reader's language shows it (answers are stored by the Chinese value). */
  const shownChoice = (value: string) => {
    const index = question.choices.indexOf(value);
    return (english && index >= 0 && question.choices_en[index]) || value;
  };

  const handleSubmit = (body: { answer: string } | { reveal: true }) => {
    setPending(true);
    setFailed(false);
    answer({ question_id: question.id, ...body }).then(
      (result) => {
        setPending(false);
        setLearnedSeconds(result.learned_seconds);
      },
      () => {
        setPending(false);
        setFailed(true);
      },
    );
  };
  const current = question.kind === 'choice' ? choice : written.trim();

  return (
    <article className={styles.question} aria-label={prompt}>
      <div className={styles.questionMeta}>
        <span>{text('onSlice', { position: question.slice_position })}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onGoToSlice(question.series_id, question.slice_position)}
        >
          {text('goToSlice', { position: question.slice_position })}
        </button>
      </div>
      <p className={styles.prompt}>{prompt}</p>
      {question.kind === 'choice' ? (
        <fieldset className={styles.choices} aria-label={prompt} disabled={Boolean(mine) || pending}>
          {question.choices.map((option, optionIndex) => {
            const chosen = mine ? mine.answer === option : choice === option;
            const verdict =
              mine && question.correct_answer === option
                ? styles.choiceRight
                : mine && chosen
                  ? styles.choiceWrong
                  : '';
            return (
              <button
                key={option}
                type="button"
                className={`${styles.choice} ${verdict}`}
                aria-pressed={chosen}
                onClick={() => setChoice(option)}
              >
                {(english && question.choices_en[optionIndex]) || option}
              </button>
            );
          })}
        </fieldset>
      ) : mine ? null : (
        <textarea
          className={styles.textAnswer}
          value={written}
          maxLength={500}
          placeholder={text('answerPlaceholder')}
          aria-label={prompt}
          onChange={(event) => setWritten(event.target.value)}
        />
      )}
      {mine ? (
        <div className={styles.result} role="status">
          {mine.answer === null ? (
            <p>{text('revealedOnly')}</p>
          ) : (
            <p>
              {text('yourAnswer', { answer: shownChoice(mine.answer) })}
              {mine.correct === null ? null : (
                <span className={mine.correct ? styles.verdictRight : styles.verdictWrong}>
                  {' '}
                  {mine.correct ? text('right') : text('wrong')}
                </span>
              )}
            </p>
          )}
          {question.correct_answer ? (
            <p>
              {text('correctAnswer', {
                answer: (english && question.correct_answer_en) || question.correct_answer,
              })}
            </p>
          ) : null}
          <strong>{text('teachingPoints')}</strong>
          <p className={styles.points}>{english ? question.teaching_points_en : question.teaching_points}</p>
          {learnedSeconds > 0 ? <p>{text('learned', { minutes: Math.round(learnedSeconds / 60) })}</p> : null}
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            color="primary"
            size="small"
            disabled={!current || pending}
            loading={pending}
            onClick={() => {
              if (current) handleSubmit({ answer: current });
            }}
          >
            {text('submit')}
          </Button>
          <Button size="small" disabled={pending} onClick={() => handleSubmit({ reveal: true })}>
            {text('reveal')}
          </Button>
        </div>
      )}
      {failed ? <p className={styles.verdictWrong}>{text('answerFailed')}</p> : null}
    </article>
  );
}
