import type { CertificationStatusValue } from '@ia/shared';
import Steps from 'antd-mobile/es/components/steps';
import { useTranslation } from 'react-i18next';
import { CERTIFICATION_STEPS, certificationStep } from '../lib/certification-step';
import styles from './certification.module.css';

export interface CertificationStepsProps {
  status: CertificationStatusValue;
  photosAdded?: boolean;
  direction?: 'horizontal' | 'vertical';
}

/** 填写信息 → 上传证件 → 等待审核, with the user's place in it (see certificationStep). */
export function CertificationSteps({
  status,
  photosAdded = false,
  direction = 'horizontal',
}: CertificationStepsProps) {
  const { t } = useTranslation();
  const { current, status: currentStatus } = certificationStep(status, photosAdded);
  return (
    <nav className={styles.steps} aria-label={t('registration.certification.stepsTitle')}>
      <Steps current={current} direction={direction}>
        {CERTIFICATION_STEPS.map((step, index) => (
          <Steps.Step
            key={step}
            title={t(`registration.certification.steps.${step}`)}
            status={index < current ? 'finish' : index === current ? currentStatus : 'wait'}
            aria-current={index === current ? 'step' : undefined}
          />
        ))}
      </Steps>
    </nav>
  );
}
