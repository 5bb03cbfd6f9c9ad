import {
  ADVERSE_EVENT_TEXT_MAX,
  type AdverseEventReceipt,
  type AdverseEventReportInput,
  CONTACT_HOTLINE,
  PatientSex,
  ReactionOutcome,
  ReporterProfession,
  Seriousness,
} from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Radio from 'antd-mobile/es/components/radio';
import Result from 'antd-mobile/es/components/result';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportAdverseEvent } from '../api/report-adverse-event';
import styles from './drug-safety.module.css';

interface ReportValues {
  reporter_name: string;
  reporter_contact: string;
  profession?: string[];
  patient_initials: string;
  patient_age?: string;
  patient_sex?: string;
  product_name: string;
  batch_number?: string;
  reaction: string;
  onset_date?: string;
  seriousness?: string;
  outcome?: string[];
  sensitive_consent?: boolean;
}

const P = 'personalCentre.warning';

/**
 * The suspected adverse-reaction report: how to report, then reporter, patient and reaction, and a
 * separate consent to process the sensitive data. The server checks everything again.
 */
export function AdverseEventForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReportValues>();
  const report = useReportAdverseEvent();
  const [receipt, setReceipt] = useState<AdverseEventReceipt | null>(null);

  const required = (label: string) => ({ required: true, message: t(`${P}.required`, { label }) });

  const handleFinish = async (values: ReportValues) => {
    const input: AdverseEventReportInput = {
      reporter_name: values.reporter_name,
      reporter_contact: values.reporter_contact,
      profession: (values.profession?.[0] ?? 'other') as AdverseEventReportInput['profession'],
      patient_initials: values.patient_initials,
      patient_age: values.patient_age ? Number(values.patient_age) : null,
      patient_sex: (values.patient_sex ?? 'unknown') as AdverseEventReportInput['patient_sex'],
      product_name: values.product_name,
      batch_number: values.batch_number ?? null,
      reaction: values.reaction,
      onset_date: values.onset_date || null,
      seriousness: values.seriousness as AdverseEventReportInput['seriousness'],
      outcome: (values.outcome?.[0] ?? 'unknown') as AdverseEventReportInput['outcome'],
      sensitive_consent: true,
    };
    setReceipt(await report.mutateAsync(input));
    form.resetFields();
  };

  if (receipt) {
    return (
      <Result
        status="success"
        title={t(`${P}.done`)}
        description={
          <>
            <p>{t(`${P}.doneDetail`, { reference: receipt.reference })}</p>
            <Button onClick={() => setReceipt(null)}>{t(`${P}.another`)}</Button>
          </>
        }
      />
    );
  }

  return (
    <>
      <p className={styles.intro}>{t(`${P}.intro`, { hotline: CONTACT_HOTLINE })}</p>
      <NoticeBar content={t(`${P}.sensitiveNotice`)} color="alert" wrap />
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void handleFinish(values).catch(() => undefined)}
        footer={
          <Button block type="submit" color="primary" loading={report.isPending}>
            {t(`${P}.submit`)}
          </Button>
        }
      >
        <Form.Header>{t(`${P}.reporter`)}</Form.Header>
        <Form.Item
          name="reporter_name"
          label={t(`${P}.fields.reporterName`)}
          rules={[required(t(`${P}.fields.reporterName`))]}
        >
          <Input maxLength={ADVERSE_EVENT_TEXT_MAX.reporterName} />
        </Form.Item>
        <Form.Item
          name="reporter_contact"
          label={t(`${P}.fields.reporterContact`)}
          rules={[required(t(`${P}.fields.reporterContact`))]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="profession" label={t(`${P}.fields.profession`)}>
          <Selector
            options={ReporterProfession.map((value) => ({ value, label: t(`${P}.professions.${value}`) }))}
          />
        </Form.Item>

        <Form.Header>{t(`${P}.patient`)}</Form.Header>
        <Form.Item
          name="patient_initials"
          label={t(`${P}.fields.patientInitials`)}
          rules={[required(t(`${P}.fields.patientInitials`))]}
        >
          <Input
            maxLength={ADVERSE_EVENT_TEXT_MAX.patientInitials}
            placeholder={t(`${P}.fields.patientInitialsPlaceholder`)}
          />
        </Form.Item>
        <Form.Item name="patient_age" label={t(`${P}.fields.patientAge`)}>
          <Input type="number" min={0} max={130} />
        </Form.Item>
        <Form.Item name="patient_sex" label={t(`${P}.fields.patientSex`)}>
          <Radio.Group>
            {PatientSex.map((value) => (
              <Radio key={value} value={value} className={styles.radio}>
                {t(`${P}.sexes.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>

        <Form.Header>{t(`${P}.event`)}</Form.Header>
        <Form.Item
          name="product_name"
          label={t(`${P}.fields.productName`)}
          rules={[required(t(`${P}.fields.productName`))]}
        >
          <Input maxLength={ADVERSE_EVENT_TEXT_MAX.productName} />
        </Form.Item>
        <Form.Item name="batch_number" label={t(`${P}.fields.batchNumber`)}>
          <Input maxLength={ADVERSE_EVENT_TEXT_MAX.batchNumber} />
        </Form.Item>
        <Form.Item
          name="reaction"
          label={t(`${P}.fields.reaction`)}
          rules={[required(t(`${P}.fields.reaction`))]}
        >
          <TextArea
            rows={4}
            maxLength={ADVERSE_EVENT_TEXT_MAX.reaction}
            showCount
            placeholder={t(`${P}.fields.reactionPlaceholder`)}
          />
        </Form.Item>
        <Form.Item name="onset_date" label={t(`${P}.fields.onsetDate`)}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="seriousness"
          label={t(`${P}.fields.seriousness`)}
          rules={[{ required: true, message: t(`${P}.pick`) }]}
        >
          <Radio.Group>
            {Seriousness.map((value) => (
              <Radio key={value} value={value} className={styles.radio}>
                {t(`${P}.seriousness.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="outcome" label={t(`${P}.fields.outcome`)}>
          <Selector
            options={ReactionOutcome.map((value) => ({ value, label: t(`${P}.outcomes.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="sensitive_consent"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: boolean | undefined) => {
                if (value !== true) throw new Error(t(`${P}.consentRequired`));
              },
            },
          ]}
        >
          <Checkbox>{t(`${P}.consent`)}</Checkbox>
        </Form.Item>
      </Form>
    </>
  );
}
