import { AuditOutlined, CalendarOutlined, ReadOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BrandMark } from '../components/brand-logo';
import { LoginForm, useOperator, useReturnPath } from '../features/auth';
import { messages } from '../locales';
import styles from './login-page.module.css';

const text = messages.auth;
const FEATURE_ICONS = [
  <ReadOutlined key="content" />,
  <CalendarOutlined key="meetings" />,
  <AuditOutlined key="audit" />,
];

/** Concentric rings in the background: a nod to a scanner's gantry. */
function BackgroundRings() {
  return (
    <svg
      className={styles.rings}
      viewBox="0 0 1280 800"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <g fill="none" stroke="rgba(127, 211, 255, 0.10)">
        <circle cx="1080" cy="140" r="120" />
        <circle cx="1080" cy="140" r="200" />
        <circle cx="1080" cy="140" r="290" strokeDasharray="4 10" />
        <circle cx="160" cy="700" r="140" />
        <circle cx="160" cy="700" r="240" strokeDasharray="2 8" />
        <circle cx="160" cy="700" r="340" />
      </g>
    </svg>
  );
}

function BrandPane() {
  return (
    <section className={styles.brandPane} aria-hidden="true">
      <div>
        <div className={styles.brandTop}>
          <BrandMark size={40} />
          <div>
            <div className={styles.brandName}>{messages.app.name}</div>
            <div className={styles.brandConsole}>{messages.app.consoleName}</div>
          </div>
        </div>
        <h2 className={styles.brandHeadline}>
          {text.brand.headline.split('\n').map((line) => (
            <span key={line} className={styles.brandTaglineLine}>
              {line}
            </span>
          ))}
        </h2>
        <p className={styles.brandTagline}>
          {text.brand.tagline.split('\n').map((line) => (
            <span key={line} className={styles.brandTaglineLine}>
              {line}
            </span>
          ))}
        </p>
        <ul className={styles.brandList}>
          {text.brand.features.map((feature, index) => (
            <li key={feature}>
              <span className={styles.brandListIcon}>{FEATURE_ICONS[index]}</span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.brandNote}>{text.brand.securityNote}</div>
    </section>
  );
}

/** 登录: the operator sign-in, returning to `?redirect=` afterwards. */
export function LoginPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { data: operator } = useOperator();

  useEffect(() => {
    document.title = `${text.title} · ${messages.app.fullTitle}`;
  }, []);

  if (operator) return <Navigate to={returnPath} replace />;

  return (
    <main className={styles.page}>
      <BackgroundRings />
      <div className={styles.card}>
        <BrandPane />
        <section className={styles.formPane}>
          <div className={styles.mobileBrand}>
            <BrandMark size={32} />
            {messages.app.fullTitle}
          </div>
          <div className={styles.formHeader}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {text.title}
            </Typography.Title>
            <Typography.Text type="secondary">{text.subtitle}</Typography.Text>
          </div>
          <LoginForm onSignedIn={() => void navigate(returnPath, { replace: true })} />
          <div className={styles.hint}>{text.forgotHint}</div>
        </section>
      </div>
      <footer className={styles.footer}>{messages.app.copyright(new Date().getFullYear())}</footer>
    </main>
  );
}
