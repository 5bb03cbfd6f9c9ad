import type { ComparedFigure } from '@ia/shared';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { messages } from '../../../locales';
import { useAnalyticsOverview } from '../api/analytics-reports';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { RangeFilter } from './range-filter';

const text = messages.analyticsReports;
const labels = text.overview;

function Figure({
  title,
  figure,
  loading,
}: {
  title: string;
  figure?: ComparedFigure | number | null;
  loading: boolean;
}) {
  if (figure === null) return null;
  const compared = typeof figure === 'object' ? figure : undefined;
  return (
    <Col xs={12} md={8} xl={6}>
      <Card variant="borderless" size="small">
        <Statistic
          title={title}
          value={compared ? compared.current : typeof figure === 'number' ? figure : 0}
          loading={loading}
        />
        {compared ? (
          <Typography.Text type="secondary">{text.previous(String(compared.previous))}</Typography.Text>
        ) : null}
      </Card>
    </Col>
  );
}

/** 数据概览: the period's figures against the period before, and what waits for the role. */
export function OverviewCards() {
  const { range, setRange } = useAnalyticsRange();
  const query = useAnalyticsOverview(range);
  const data = query.data;
  const loading = query.isPending;
  const open = data?.open_items;
  return (
    <Card variant="borderless" title={labels.title}>
      <RangeFilter range={range} onChange={setRange} refreshedAt={data?.refreshed_at ?? null} />
      {query.isError ? (
        <Alert type="error" showIcon message={query.error.message} style={{ marginTop: 12 }} />
      ) : null}
      {data?.members ? (
        <section aria-label={labels.members}>
          <Typography.Title level={5}>{labels.members}</Typography.Title>
          <Row gutter={[12, 12]}>
            <Figure title={labels.registrations} figure={data.members.registrations} loading={loading} />
            <Figure title={labels.consents} figure={data.members.consents} loading={loading} />
            <Figure
              title={labels.submissions}
              figure={data.members.certification_submissions}
              loading={loading}
            />
            <Figure
              title={labels.approvals}
              figure={data.members.certification_approvals}
              loading={loading}
            />
          </Row>
        </section>
      ) : null}
      {data?.learning ? (
        <section aria-label={labels.learning}>
          <Typography.Title level={5}>{labels.learning}</Typography.Title>
          <Row gutter={[12, 12]}>
            <Figure title={labels.activeDay} figure={data.learning.active_day} loading={loading} />
            <Figure title={labels.activeWeek} figure={data.learning.active_week} loading={loading} />
            <Figure title={labels.activeMonth} figure={data.learning.active_month} loading={loading} />
            <Figure title={labels.learners} figure={data.learning.learners} loading={loading} />
            <Figure title={labels.minutes} figure={data.learning.minutes} loading={loading} />
            <Figure title={labels.meetingsHeld} figure={data.learning.meetings_held} loading={loading} />
            <Figure title={labels.attendees} figure={data.learning.meeting_attendees} loading={loading} />
            <Figure
              title={labels.campaignParticipants}
              figure={data.learning.campaign_participants}
              loading={loading}
            />
          </Row>
        </section>
      ) : null}
      {open ? (
        <section aria-label={labels.open}>
          <Typography.Title level={5}>{labels.open}</Typography.Title>
          <Row gutter={[12, 12]}>
            <Figure
              title={labels.certificationsPending}
              figure={open.certifications_pending}
              loading={loading}
            />
            <Figure title={labels.questionsUnanswered} figure={open.questions_unanswered} loading={loading} />
            <Figure title={labels.safetyDue} figure={open.safety_reports_due} loading={loading} />
          </Row>
        </section>
      ) : null}
    </Card>
  );
}
