import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  compact?: boolean;
}

/** A calm illustration with a message, for empty lists and pages still being built. */
export function EmptyState({ title, description, action, compact = false }: EmptyStateProps) {
  return (
    <div className={compact ? 'empty-state empty-state--compact' : 'empty-state'}>
      <svg className="empty-state__art" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
        <rect x="14" y="18" width="92" height="64" rx="10" fill="var(--ia-color-primary-soft)" />
        <rect x="26" y="30" width="40" height="6" rx="3" fill="var(--ia-color-primary-muted)" />
        <rect
          x="26"
          y="44"
          width="68"
          height="5"
          rx="2.5"
          fill="var(--ia-color-primary-muted)"
          opacity="0.6"
        />
        <rect
          x="26"
          y="56"
          width="54"
          height="5"
          rx="2.5"
          fill="var(--ia-color-primary-muted)"
          opacity="0.6"
        />
        <circle cx="92" cy="24" r="12" fill="var(--adm-color-primary)" opacity="0.9" />
        <path d="M87 24h10M92 19v10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
