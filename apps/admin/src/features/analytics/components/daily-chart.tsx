import type { AdminAnalytics } from '@ia/shared';
import { theme } from 'antd';

const HEIGHT = 120;

/** Events per day as plain SVG bars (no chart library); each bar names its day and count on hover. */
export function DailyChart({ days, label }: { days: AdminAnalytics['days']; label: string }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...days.map((day) => day.events));
  const barWidth = days.length > 0 ? 100 / days.length : 100;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 100 ${HEIGHT}`}
      preserveAspectRatio="none"
      style={{ width: '100%', height: HEIGHT, display: 'block' }}
    >
      {days.map((day, index) => {
        const height = (day.events / max) * (HEIGHT - 4);
        return (
          <rect
            key={day.day}
            x={index * barWidth + barWidth * 0.15}
            y={HEIGHT - height}
            width={barWidth * 0.7}
            height={height}
            fill={token.colorPrimary}
          >
            <title>{`${day.day}：${day.events}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
