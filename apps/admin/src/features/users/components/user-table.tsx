import { DEPARTMENTS, formatDate, maskPhone, optionLabel, TITLES } from '@ia/shared';
import { Button, Empty, Flex, Table, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { CertificationStatusTag } from '../../../components/certification-status-tag';
import { type ServerPage, serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import type { AdminUser } from '../api/get-users';

const text = messages.users;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const TRIAL_ENDING_DAYS = 7;

const KIND_COLORS = { member: 'blue', staff: 'purple' } as const;

export interface UserTableProps extends ServerPage {
  rows: AdminUser[];
  loading: boolean;
  canLinkVeeva: boolean;
  canMarkHospitalInvalid: boolean;
  onLinkVeeva: (user: AdminUser) => void;
  onMarkHospitalInvalid: (user: AdminUser) => void;
}

function dash() {
  return <Typography.Text type="secondary">—</Typography.Text>;
}

/** Only certified members are linked to a rep; an existing link can always be changed or removed. */
function mayLinkVeeva(user: AdminUser): boolean {
  return user.veeva_staff !== null || (user.kind === 'member' && user.certification === 'approved');
}

function NameCell({ user }: { user: AdminUser }) {
  const kind = user.kind ?? 'unregistered';
  return (
    <Flex vertical gap={4} align="flex-start">
      {user.name ? (
        <span>{user.name}</span>
      ) : (
        <Typography.Text type="secondary">{text.unnamed}</Typography.Text>
      )}
      <Flex gap={4} wrap>
        <Tag color={user.kind ? KIND_COLORS[user.kind] : 'default'} style={{ marginInlineEnd: 0 }}>
          {text.kinds[kind]}
        </Tag>
        {user.reconfirmation === 0 ? (
          <Tag color="gold" style={{ marginInlineEnd: 0 }}>
            {text.importedPending}
          </Tag>
        ) : null}
      </Flex>
    </Flex>
  );
}

function TrialCell({ daysLeft }: { daysLeft: number | null }) {
  if (daysLeft === null) return dash();
  if (daysLeft <= 0) return <Tag color="error">{text.trialExpired}</Tag>;
  return (
    <Typography.Text type={daysLeft <= TRIAL_ENDING_DAYS ? 'warning' : undefined} style={NUMERIC}>
      {text.trialDays(daysLeft)}
    </Typography.Text>
  );
}

/** The user list as a server-paged table with the per-user actions. */
export function UserTable({
  rows,
  loading,
  canLinkVeeva,
  canMarkHospitalInvalid,
  onLinkVeeva,
  onMarkHospitalInvalid,
  ...page
}: UserTableProps) {
  const columns: TableProps<AdminUser>['columns'] = [
    {
      title: text.columns.name,
      key: 'name',
      width: 130,
      fixed: 'left',
      render: (_value, user) => <NameCell user={user} />,
    },
    {
      title: text.columns.mobile,
      dataIndex: 'mobile',
      width: 124,
      // The server masks already; masking again costs nothing and never shows more.
      render: (mobile: string | null) => (mobile ? <span style={NUMERIC}>{maskPhone(mobile)}</span> : dash()),
    },
    {
      title: text.columns.hospital,
      dataIndex: 'hospital_name',
      width: 200,
      render: (hospital: string | null, user) => (
        <Flex vertical gap={4} align="flex-start">
          {hospital ? <Typography.Text ellipsis={{ tooltip: hospital }}>{hospital}</Typography.Text> : dash()}
          {user.re_perfect_type === 1 ? (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {text.hospitalInvalid}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    {
      title: text.columns.department,
      dataIndex: 'department',
      width: 110,
      render: (department: string | null) => (department ? optionLabel(DEPARTMENTS, department) : dash()),
    },
    {
      title: text.columns.title,
      dataIndex: 'title',
      width: 110,
      render: (title: string | null) => (title ? optionLabel(TITLES, title) : dash()),
    },
    {
      title: text.columns.registeredAt,
      dataIndex: 'registered_at',
      width: 110,
      render: (registeredAt: string | null) =>
        registeredAt ? <span style={NUMERIC}>{formatDate(registeredAt)}</span> : dash(),
    },
    {
      title: text.columns.certification,
      dataIndex: 'certification',
      width: 96,
      render: (status: string) => <CertificationStatusTag status={status} />,
    },
    {
      title: <Tooltip title={text.consentHint}>{text.columns.consent}</Tooltip>,
      dataIndex: 'all_active',
      width: 84,
      render: (allActive: 0 | 1) =>
        allActive === 1 ? (
          <Tag color="success" style={{ marginInlineEnd: 0 }}>
            {text.consentActive}
          </Tag>
        ) : (
          <Tag style={{ marginInlineEnd: 0 }}>{text.consentInactive}</Tag>
        ),
    },
    {
      title: text.columns.trialDaysLeft,
      dataIndex: 'trial_days_left',
      width: 90,
      render: (daysLeft: number | null) => <TrialCell daysLeft={daysLeft} />,
    },
    {
      title: text.columns.veeva,
      dataIndex: 'veeva_staff',
      width: 110,
      render: (staff: AdminUser['veeva_staff']) =>
        staff ? (
          (staff.name ?? text.staffId(staff.id))
        ) : (
          <Typography.Text type="secondary">{text.notLinked}</Typography.Text>
        ),
    },
  ];

  if (canLinkVeeva || canMarkHospitalInvalid) {
    columns.push({
      title: text.columns.actions,
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_value, user) => {
        const linkAllowed = mayLinkVeeva(user);
        const hospitalBlocker =
          user.re_perfect_type === 1
            ? text.actions.hospitalAlreadyInvalid
            : user.hospital_name
              ? null
              : text.actions.noHospital;
        return (
          <Flex gap={12}>
            {canLinkVeeva ? (
              <Tooltip title={linkAllowed ? undefined : text.actions.linkOnlyCertified}>
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  disabled={!linkAllowed}
                  onClick={() => onLinkVeeva(user)}
                >
                  {user.veeva_staff ? text.actions.changeVeeva : text.actions.linkVeeva}
                </Button>
              </Tooltip>
            ) : null}
            {canMarkHospitalInvalid ? (
              <Tooltip title={hospitalBlocker ?? undefined}>
                <Button
                  type="link"
                  size="small"
                  danger
                  style={{ paddingInline: 0 }}
                  disabled={hospitalBlocker !== null}
                  onClick={() => onMarkHospitalInvalid(user)}
                >
                  {text.actions.markHospitalInvalid}
                </Button>
              </Tooltip>
            ) : null}
          </Flex>
        );
      },
    });
  }

  return (
    <Table<AdminUser>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1400 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
      pagination={serverPagination(page, text.total)}
    />
  );
}
