import { QuestionCircleOutlined } from '@ant-design/icons';
import { CommentModeration, type CommentModerationValue } from '@ia/shared';
import { App, Flex, Radio, Tooltip, Typography } from 'antd';
import { messages } from '../../../locales';
import { useCommentModeration, useUpdateCommentModeration } from '../api/comment-moderation-setting';

const text = messages.comments.moderation;

/** 评论发布方式: publish at once or after review; a change is confirmed first (it changes what users see). */
export function ModerationSetting() {
  const { modal, message } = App.useApp();
  const setting = useCommentModeration();
  const update = useUpdateCommentModeration();

  const handleChange = (next: CommentModerationValue) => {
    modal.confirm({
      title: text.confirmTitle(text[next]),
      content: next === 'review' ? text.confirmReview : text.confirmImmediate,
      okText: text.ok,
      cancelText: messages.comments.cancel,
      onOk: () => update.mutateAsync(next).then(() => void message.success(text.saved)),
    });
  };

  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text>{text.label}</Typography.Text>
      <Tooltip title={text.hint}>
        <QuestionCircleOutlined style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
      </Tooltip>
      <Radio.Group
        aria-label={text.label}
        optionType="button"
        buttonStyle="solid"
        value={setting.data?.moderation}
        disabled={setting.isPending || update.isPending}
        onChange={(event) => handleChange(event.target.value as CommentModerationValue)}
        options={CommentModeration.map((value) => ({ value, label: text[value] }))}
      />
    </Flex>
  );
}
