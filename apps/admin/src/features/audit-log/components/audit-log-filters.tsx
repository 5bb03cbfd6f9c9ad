import { AutoComplete, Form, Tag } from 'antd';
import { useEffect } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { messages } from '../../../locales';

const text = messages.auditLog;

const ACTION_OPTIONS = Object.entries(text.actions).map(([code, label]) => ({
  value: code,
  label: `${label}（${code}）`,
}));

interface FilterValues {
  action?: string;
}

export interface AuditLogFiltersProps {
  action: string | undefined;
  /** Shown as a closable tag while the list is narrowed to one operator. */
  operatorLabel: string | null;
  refreshing: boolean;
  onSearch: (action: string | undefined) => void;
  onClearOperator: () => void;
  onReset: () => void;
  onRefresh: () => void;
}

/** The filter bar above the audit log: action (free text with known codes suggested) and operator. */
export function AuditLogFilters({
  action,
  operatorLabel,
  refreshing,
  onSearch,
  onClearOperator,
  onReset,
  onRefresh,
}: AuditLogFiltersProps) {
  const [form] = Form.useForm<FilterValues>();

  // Follow the URL when it changes from outside the form (back button, reset).
  useEffect(() => {
    form.setFieldsValue({ action });
  }, [action, form]);

  const handleFinish = (values: FilterValues) => {
    const trimmed = values.action?.trim();
    onSearch(trimmed ? trimmed : undefined);
  };

  return (
    <FilterBar
      form={form}
      initialValues={{ action }}
      onFinish={handleFinish}
      onReset={onReset}
      refreshing={refreshing}
      onRefresh={onRefresh}
    >
      <Form.Item name="action" label={text.filters.action} style={{ marginBottom: 8 }}>
        <AutoComplete
          options={ACTION_OPTIONS}
          placeholder={text.filters.actionPlaceholder}
          allowClear
          style={{ width: 260 }}
          filterOption={(input, option) => String(option?.value ?? '').includes(input.trim())}
        />
      </Form.Item>
      {operatorLabel ? (
        <Form.Item label={text.filters.operator} style={{ marginBottom: 8 }}>
          <Tag closable onClose={onClearOperator} color="blue" style={{ marginInlineEnd: 0 }}>
            {operatorLabel}
          </Tag>
        </Form.Item>
      ) : null}
    </FilterBar>
  );
}
