import type { Question } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import {
  AskQuestionForm,
  QuestionDetail,
  QuestionList,
  questionsStyles as styles,
  useQuestion,
} from '../features/questions';

/** /personal/question: the viewer's questions with the answers, and asking a new one (`?id=` opens one). */
export function PersonalQuestionPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const [search, setSearch] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const [opened, setOpened] = useState<Question | null>(null);
  const linkedId = Number(search.get('id')) || null;
  const linked = useQuestion(opened ? null : linkedId);
  const shown = opened ?? linked.data ?? null;

  const handleClose = () => {
    setOpened(null);
    if (linkedId) setSearch({}, { replace: true });
  };

  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <div className={styles.toolbar}>
        <Button block color="primary" onClick={() => setAsking(true)}>
          {t('personalCentre.question.ask')}
        </Button>
      </div>
      <QuestionList loadMoreOnReachBottom={meta?.loadMoreOnReachBottom} onOpen={setOpened} />
      <Popup
        visible={asking}
        onMaskClick={() => setAsking(false)}
        bodyStyle={{ maxHeight: '85vh', overflow: 'auto' }}
      >
        <h2 className={styles.toolbar}>{t('personalCentre.question.askTitle')}</h2>
        <AskQuestionForm onDone={() => setAsking(false)} />
      </Popup>
      <Popup
        visible={shown !== null}
        onMaskClick={handleClose}
        bodyStyle={{ maxHeight: '85vh', overflow: 'auto' }}
      >
        {shown ? <QuestionDetail question={shown} /> : null}
      </Popup>
    </div>
  );
}
