import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { adminUserImportBodySchema } from '@ia/shared';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Statistic,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import { type UserImportResult, useImportUsers } from '../api/import-users';
import {
  countDataLines,
  downloadImportTemplate,
  IMPORT_COLUMNS,
  normalizeCsv,
  REQUIRED_IMPORT_COLUMNS,
} from '../import-template';

const text = messages.users.import;

interface ImportValues {
  csv: string;
}

type ImportError = UserImportResult['errors'][number];

export interface ImportUsersModalProps {
  open: boolean;
  onClose: () => void;
}

function ExpectedColumns() {
  return (
    <Flex align="center" gap={6} wrap style={{ marginBottom: 4 }}>
      <Typography.Text type="secondary">{text.columns}：</Typography.Text>
      {IMPORT_COLUMNS.map((column) => (
        <Tag key={column} color={REQUIRED_IMPORT_COLUMNS.includes(column) ? 'blue' : 'default'}>
          {column}
          {REQUIRED_IMPORT_COLUMNS.includes(column) ? `（${text.requiredColumn}）` : ''}
        </Tag>
      ))}
      <Button
        type="link"
        size="small"
        icon={<DownloadOutlined />}
        onClick={() => downloadImportTemplate(text.templateFileName)}
      >
        {text.downloadTemplate}
      </Button>
    </Flex>
  );
}

function ImportResultPanel({ result }: { result: UserImportResult }) {
  return (
    <Flex vertical gap={16}>
      <Flex gap={48}>
        <Statistic title={text.created} value={result.created} suffix={text.people} />
        <Statistic title={text.updated} value={result.updated} suffix={text.people} />
        <Statistic
          title={text.failed}
          value={result.errors.length}
          suffix={text.rowsFailed}
          styles={{ content: result.errors.length > 0 ? { color: '#cf1322' } : undefined }}
        />
      </Flex>
      {result.errors.length === 0 ? (
        <Alert type="success" showIcon title={text.allSucceeded} />
      ) : (
        <>
          <Alert type="warning" showIcon title={text.errorsTitle} />
          <Table<ImportError>
            rowKey={(error) => `${error.line}:${error.message}`}
            size="small"
            dataSource={result.errors}
            pagination={result.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { title: text.errorColumns.line, dataIndex: 'line', width: 80 },
              { title: text.errorColumns.message, dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Flex>
  );
}

/**
 * 批量导入: CSV text pasted or read from a file, posted to the server, then the counts and the
 * lines that were not imported.
 */
export function ImportUsersModal({ open, onClose }: ImportUsersModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ImportValues>();
  const csv = Form.useWatch('csv', form) ?? '';
  const importMutation = useImportUsers();
  const [result, setResult] = useState<UserImportResult | null>(null);

  const handleClose = () => {
    setResult(null);
    importMutation.reset();
    onClose();
  };

  const handleFile = async (file: File) => {
    try {
      form.setFieldsValue({ csv: normalizeCsv(await file.text()) });
      await form.validateFields(['csv']);
    } catch (error) {
      // A validation failure is already shown under the field.
      if (!(error && typeof error === 'object' && 'errorFields' in error))
        void message.error(text.fileReadFailed);
    }
  };

  const handleFinish = (values: ImportValues) => {
    importMutation.mutate(normalizeCsv(values.csv), { onSuccess: setResult });
  };

  const footer = result
    ? [
        <Button key="again" onClick={() => setResult(null)}>
          {text.importAgain}
        </Button>,
        <Button key="close" type="primary" onClick={handleClose}>
          {text.close}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={handleClose}>
          {messages.users.cancel}
        </Button>,
        <Button key="submit" type="primary" loading={importMutation.isPending} onClick={() => form.submit()}>
          {importMutation.isPending ? text.importing : text.submit}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={result ? text.result : text.title}
      width={760}
      onCancel={handleClose}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {result ? (
        <ImportResultPanel result={result} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{text.intro}</Typography.Paragraph>
          <ExpectedColumns />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {text.columnHint}
          </Typography.Paragraph>
          <Form<ImportValues> form={form} layout="vertical" requiredMark={false} onFinish={handleFinish}>
            <Form.Item
              name="csv"
              label={
                <Flex align="center" gap={12}>
                  <span>{text.csv}</span>
                  <Upload
                    accept=".csv,text/csv"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void handleFile(file);
                      // Read in the browser; nothing is uploaded on its own.
                      return Upload.LIST_IGNORE;
                    }}
                  >
                    <Button size="small" icon={<UploadOutlined />}>
                      {text.chooseFile}
                    </Button>
                  </Upload>
                </Flex>
              }
              rules={[zodFormRule(adminUserImportBodySchema.shape.csv)]}
              extra={csv ? text.lines(countDataLines(csv)) : undefined}
            >
              <Input.TextArea
                rows={10}
                placeholder={text.csvPlaceholder}
                spellCheck={false}
                style={{ fontFamily: 'SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
