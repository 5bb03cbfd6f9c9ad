import type { ReactNode } from 'react';
import styles from './popups.module.css';

export interface PopupCardProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The common layout of the centred popups: icon, title, body, actions. */
export function PopupCard({ icon, title, children, actions }: PopupCardProps) {
  return (
    <div className={styles.card}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h2 className={styles.title}>{title}</h2>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
