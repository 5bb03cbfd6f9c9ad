import {
  type AdminLessonInput,
  type AdminLessonItem,
  adminLessonFieldsSchema,
  EDITOR_TEXT_MAX,
} from '@ia/shared';
import {
  App,
  Button,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import { type AdminLessonDetail, useLesson, useSaveLesson, useSetLessonItems } from '../api/lessons';
import { CategoryTreeSelect } from './category-tree-select';
import { ContentPicker } from './content-picker';
import { ContentStateTag } from './content-state-tag';
import { ImageUploadField } from './image-upload-field';
import { OrderedList } from './ordered-list';
import { TermSelect } from './term-select';

const text = messages.contentAdmin;
const shape = adminLessonFieldsSchema.shape;

type LessonFormValues = Required<Pick<AdminLessonInput, 'title'>> & Omit<AdminLessonInput, 'title'>;

function toFormValues(lesson: AdminLessonDetail | undefined): LessonFormValues {
  if (!lesson) return { title: '', tag_ids: [], is_topic: false, sort: 0 };
  return {
    title: lesson.title,
    summary: lesson.summary,
    cover: lesson.cover,
    category_id: lesson.category_id,
    tag_ids: lesson.tags.map((tag) => tag.id),
    speaker_name: lesson.speaker_name,
    speaker_title: lesson.speaker_title,
    speaker_hospital: lesson.speaker_hospital,
    speaker_avatar: lesson.speaker_avatar,
    is_topic: lesson.is_topic,
    sort: lesson.sort,
  };
}

export interface LessonDrawerProps {
  /** The series to edit; undefined with `open` to create one. */
  lessonId: number | undefined;
  open: boolean;
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** A course series: its fields, and its contents in play order. */
export function LessonDrawer({ lessonId, open, onCreated, onClose }: LessonDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<LessonFormValues>();
  const lesson = useLesson(open ? lessonId : undefined);
  const save = useSaveLesson();
  const setItems = useSetLessonItems();
  const [items, setLocalItems] = useState<AdminLessonItem[]>([]);
  const loaded = lessonId === undefined ? undefined : lesson.data;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(toFormValues(loaded));
    setLocalItems(loaded?.items ?? []);
  }, [open, loaded, form]);

  const handleFinish = (values: LessonFormValues) => {
    const body = { ...values, ...(loaded ? { updated_at: loaded.updated_at } : {}) };
    save.mutate(
      { id: lessonId, values: body },
      {
        onSuccess: (saved) => {
          void message.success(text.common.saved);
          if (lessonId === undefined) onCreated(saved.id);
        },
      },
    );
  };

  return (
    <Drawer
      title={loaded ? text.lessons.drawerEdit(loaded.title) : text.lessons.drawerCreate}
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {text.common.save}
        </Button>
      }
    >
      {lessonId !== undefined && lesson.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <Form<LessonFormValues>
            form={form}
            layout="vertical"
            initialValues={toFormValues(loaded)}
            onFinish={handleFinish}
          >
            <Form.Item
              name="title"
              label={text.lessons.fields.title}
              required
              rules={[zodFormRule(shape.title)]}
            >
              <Input maxLength={EDITOR_TEXT_MAX.title} showCount />
            </Form.Item>
            <Form.Item
              name="summary"
              label={text.lessons.fields.summary}
              rules={[zodFormRule(shape.summary)]}
            >
              <Input.TextArea rows={3} maxLength={EDITOR_TEXT_MAX.summary} showCount />
            </Form.Item>
            <Form.Item name="cover" label={text.lessons.fields.cover}>
              <ImageUploadField width={200} />
            </Form.Item>
            <Flex gap={16}>
              <Form.Item name="category_id" label={text.lessons.fields.category} style={{ flex: 1 }}>
                <CategoryTreeSelect />
              </Form.Item>
              <Form.Item name="tag_ids" label={text.lessons.fields.tags} style={{ flex: 1 }}>
                <TermSelect kind="tags" />
              </Form.Item>
            </Flex>
            <Flex gap={32}>
              <Form.Item name="is_topic" label={text.lessons.fields.isTopic} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="sort" label={text.lessons.fields.sort}>
                <InputNumber precision={0} />
              </Form.Item>
            </Flex>
          </Form>
          {loaded ? (
            <>
              <Divider />
              <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
                <Typography.Text strong>{text.lessons.items}</Typography.Text>
                <Button
                  loading={setItems.isPending}
                  onClick={() =>
                    setItems.mutate(
                      { id: loaded.id, contentIds: items.map((item) => item.id) },
                      { onSuccess: () => void message.success(text.lessons.itemsSaved) },
                    )
                  }
                >
                  {text.lessons.saveItems}
                </Button>
              </Flex>
              <Flex vertical gap={12}>
                <ContentPicker
                  placeholder={text.lessons.addItemPlaceholder}
                  excludedIds={items.map((item) => item.id)}
                  onPick={(content) =>
                    setLocalItems([
                      ...items,
                      {
                        id: content.id,
                        title: content.title,
                        list_type: content.list_type,
                        content_type: content.content_type,
                        duration: content.duration,
                        state: content.state,
                      },
                    ])
                  }
                />
                <OrderedList
                  items={items}
                  rowKey={(item) => item.id}
                  onChange={setLocalItems}
                  empty={text.lessons.itemsEmpty}
                  render={(item) => (
                    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                      <Typography.Text ellipsis style={{ maxWidth: 360 }}>
                        {item.title}
                      </Typography.Text>
                      <ContentStateTag state={item.state} />
                    </Flex>
                  )}
                />
              </Flex>
            </>
          ) : null}
        </>
      )}
    </Drawer>
  );
}
