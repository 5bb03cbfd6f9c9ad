import {
  type AdminQuestion,
  formatDateTime,
  QUESTION_ANSWER_MAX_LENGTH,
  type QuestionStatusValue,
} from '@ia/shared';
import { Button, Image, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { messages } from '../../../locales';
import { useAdminQuestions, useAnswerQuestion } from '../api/engagement-admin';

const text = messages.engagementAdmin.questions;

/** 用户提问: pending first; answering sends the asker a message (the first time). */
export function QuestionsAdminView() {
  const [status, setStatus] = useState<QuestionStatusValue | 'all'>('pending');
  const [current, setCurrent] = useState(1);
  const [answering, setAnswering] = useState<AdminQuestion | null>(null);
  const [answer, setAnswer] = useState('');
  const list = useAdminQuestions({ current, status: status === 'all' ? undefined : status });
  const save = useAnswerQuestion();

  const open = (question: AdminQuestion) => {
    setAnswering(question);
    setAnswer(question.answer ?? '');
  };
  const handleSave = async () => {
    if (!answering) return;
    await save.mutateAsync({ id: answering.id, answer });
    notifySuccess(text.saved);
    setAnswering(null);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(value as QuestionStatusValue | 'all');
          setCurrent(1);
        }}
        options={[
          { value: 'pending', label: text.status.pending },
          { value: 'answered', label: text.status.answered },
          { value: 'all', label: text.all },
        ]}
      />
      <Table<AdminQuestion>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={{ current, pageSize: 20, total: list.data?.total ?? 0, onChange: setCurrent }}
        columns={[
          { title: text.columns.content, dataIndex: 'content', ellipsis: true },
          {
            title: text.columns.user,
            render: (_, row) => row.user.name ?? row.user.nickname ?? `#${row.user.id}`,
          },
          {
            title: text.columns.status,
            render: (_, row) => (
              <Tag color={row.status === 'answered' ? 'green' : 'orange'}>{text.status[row.status]}</Tag>
            ),
          },
          { title: text.columns.createdAt, render: (_, row) => formatDateTime(row.created_at) },
          { title: text.columns.answeredBy, render: (_, row) => row.answered_by ?? '—' },
          {
            title: '',
            render: (_, row) => (
              <Button type="link" onClick={() => open(row)}>
                {row.status === 'answered' ? text.edit : text.answer}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={answering !== null}
        title={text.answer}
        onCancel={() => setAnswering(null)}
        onOk={() => void handleSave().catch(() => undefined)}
        okButtonProps={{ disabled: answer.trim() === '', loading: save.isPending }}
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{answering?.content}</Typography.Paragraph>
        <Space>
          {answering?.images.map((image) => (
            <Image key={image.id} src={image.url} width={96} height={96} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
        <Input.TextArea
          aria-label={text.answerLabel}
          rows={5}
          maxLength={QUESTION_ANSWER_MAX_LENGTH}
          showCount
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          style={{ marginTop: 12 }}
        />
      </Modal>
    </Space>
  );
}
