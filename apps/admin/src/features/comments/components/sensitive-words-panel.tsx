import { SENSITIVE_WORD_MAX_LENGTH, SENSITIVE_WORDS_PER_REQUEST, type SensitiveWord } from '@ia/shared';
import { App, Button, Card, Empty, Flex, Input, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { describeApiError } from '../../../lib/api-errors';
import { messages } from '../../../locales';
import { useAddSensitiveWords, useDeleteSensitiveWord, useSensitiveWords } from '../api/sensitive-words';

const text = messages.comments.words;

/** The words of a pasted block: one per line (commas and 、 also separate), trimmed, without blanks. */
function parseWordList(raw: string): string[] {
  return raw
    .split(/[\n,，、]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/** The sensitive-word list: add several at once, find, and remove one. */
export function SensitiveWordsPanel() {
  const { message } = App.useApp();
  const words = useSensitiveWords();
  const add = useAddSensitiveWords();
  const remove = useDeleteSensitiveWord();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = words.data ?? [];
    return needle ? all.filter((word) => word.word.toLowerCase().includes(needle)) : all;
  }, [words.data, filter]);

  const handleAdd = () => {
    const list = parseWordList(draft);
    if (list.length === 0) {
      void message.warning(text.nothingToAdd);
      return;
    }
    if (list.some((word) => word.length > SENSITIVE_WORD_MAX_LENGTH)) {
      void message.warning(text.tooLong(SENSITIVE_WORD_MAX_LENGTH));
      return;
    }
    add.mutate(list.slice(0, SENSITIVE_WORDS_PER_REQUEST), {
      onSuccess: (result) => {
        void message.success(text.added(result.added, result.skipped));
        setDraft('');
      },
    });
  };

  const handleRemove = (word: SensitiveWord) => {
    remove.mutate(word.id, {
      onSuccess: () => void message.success(text.deleted),
      onError: (error) => void message.error(describeApiError(error)),
    });
  };

  return (
    <Card variant="borderless">
      <Typography.Paragraph type="secondary">{text.description}</Typography.Paragraph>
      <Flex gap={8} align="flex-start" style={{ marginBottom: 16 }}>
        <Input.TextArea
          aria-label={text.addPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={text.addPlaceholder}
          autoSize={{ minRows: 2, maxRows: 8 }}
          style={{ maxWidth: 480 }}
        />
        <Button type="primary" loading={add.isPending} onClick={handleAdd}>
          {text.add}
        </Button>
      </Flex>
      <Flex justify="space-between" align="center" gap={12} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          {filter.trim() ? text.matches(shown.length) : text.count(words.data?.length ?? 0)}
        </Typography.Text>
        <Input.Search
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={text.search}
          allowClear
          style={{ width: 240 }}
        />
      </Flex>
      {words.isPending ? (
        <Spin />
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filter.trim() ? text.noMatch : text.empty} />
      ) : (
        <Flex wrap gap={8}>
          {shown.map((word) => (
            <Popconfirm
              key={word.id}
              title={text.deleteConfirm(word.word)}
              okText={text.remove}
              okButtonProps={{ danger: true }}
              cancelText={messages.comments.cancel}
              onConfirm={() => handleRemove(word)}
            >
              <Tag
                closable
                onClose={(event) => event.preventDefault()}
                style={{ marginInlineEnd: 0, cursor: 'pointer' }}
              >
                {word.word}
              </Tag>
            </Popconfirm>
          ))}
        </Flex>
      )}
    </Card>
  );
}
