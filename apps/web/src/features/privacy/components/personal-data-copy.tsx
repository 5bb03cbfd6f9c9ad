import { formatDateTime, type PersonalDataExport } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { usePersonalDataCopy } from '../api/get-personal-data';
import styles from './privacy.module.css';

/** The copy as a file the phone can keep or send on (JSON, UTF-8). */
function downloadCopy(copy: PersonalDataExport): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const blob = new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `personal-data-${copy.generated_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 个人信息副本: on request, the member's personal information shown readably on the page (the
 * profile in full, then each kind of record with its count and entries) and as a JSON file.
 */
export function PersonalDataCopy() {
  const { t } = useTranslation();
  const copy = usePersonalDataCopy();
  const data = copy.data;
  const none = t('privacy.copy.none');
  const text = (value: string | null | undefined) => (value ? value : none);

  return (
    <section className={styles.section} aria-labelledby="privacy-copy">
      <List header={<span id="privacy-copy">{t('privacy.copy.title')}</span>}>
        <p className={styles.intro}>{t('privacy.copy.intro')}</p>
      </List>
      {data ? (
        <>
          <List header={t('privacy.copy.profile')}>
            <List.Item extra={text(data.profile.name)}>{t('privacy.copy.fields.name')}</List.Item>
            <List.Item extra={text(data.profile.mobile)}>{t('privacy.copy.fields.mobile')}</List.Item>
            <List.Item extra={text(data.profile.email)}>{t('privacy.copy.fields.email')}</List.Item>
            <List.Item extra={text(data.profile.nickname)}>{t('privacy.copy.fields.nickname')}</List.Item>
            <List.Item extra={text(data.profile.hospital)}>{t('privacy.copy.fields.hospital')}</List.Item>
            <List.Item extra={data.wechat.map((row) => row.openid).join(', ') || none}>
              {t('privacy.copy.fields.wechat')}
            </List.Item>
            <List.Item extra={data.profile.registered_at ? formatDateTime(data.profile.registered_at) : none}>
              {t('privacy.copy.fields.registeredAt')}
            </List.Item>
          </List>
          <List header={t('privacy.copy.records')}>
            <List.Item extra={t('privacy.copy.count', { count: data.consents.length })}>
              {t('privacy.copy.kinds.consents')}
            </List.Item>
            <List.Item extra={t('privacy.copy.count', { count: data.certification.length })}>
              {t('privacy.copy.kinds.certification')}
            </List.Item>
            <List.Item
              extra={t('privacy.copy.count', { count: data.learning.length })}
              description={data.learning
                .slice(0, 3)
                .map((row) => row.title ?? `#${row.content_id}`)
                .join('、')}
            >
              {t('privacy.copy.kinds.learning')}
            </List.Item>
            <List.Item
              extra={t('privacy.copy.count', { count: data.meetings.length })}
              description={data.meetings
                .slice(0, 3)
                .map((row) => row.title ?? `#${row.meeting_id}`)
                .join('、')}
            >
              {t('privacy.copy.kinds.meetings')}
            </List.Item>
            <List.Item extra={t('privacy.copy.points', { total: data.points.total })}>
              {t('privacy.copy.kinds.points')}
            </List.Item>
            <List.Item
              extra={t('privacy.copy.count', { count: data.certificates.length })}
              description={data.certificates.map((row) => row.program_name).join('、')}
            >
              {t('privacy.copy.kinds.certificates')}
            </List.Item>
            <List.Item extra={t('privacy.copy.count', { count: data.comments.length })}>
              {t('privacy.copy.kinds.comments')}
            </List.Item>
            <List.Item extra={t('privacy.copy.count', { count: data.form_answers.length })}>
              {t('privacy.copy.kinds.formAnswers')}
            </List.Item>
            <List.Item extra={t('privacy.copy.count', { count: data.questions.length })}>
              {t('privacy.copy.kinds.questions')}
            </List.Item>
            <List.Item extra={t('privacy.copy.count', { count: data.drug_safety_reports.length })}>
              {t('privacy.copy.kinds.reports')}
            </List.Item>
          </List>
          <div className={styles.actions}>
            <Button block shape="rounded" color="primary" fill="outline" onClick={() => downloadCopy(data)}>
              {t('privacy.copy.download')}
            </Button>
            <p className={styles.intro}>
              {t('privacy.copy.generatedAt', { time: formatDateTime(data.generated_at) })}
            </p>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button
            block
            shape="rounded"
            color="primary"
            loading={copy.isPending}
            // A failure was toasted by the API client.
            onClick={() => copy.mutate()}
          >
            {t('privacy.copy.get')}
          </Button>
        </div>
      )}
    </section>
  );
}
