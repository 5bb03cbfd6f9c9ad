import {
  type AdminImagingQuestion,
  type AdminImagingSeries,
  ImagingModality,
  ImagingPlane,
  type ImagingWindow,
} from '@ia/shared';
import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type ChangeEvent, useState } from 'react';
import { messages } from '../../../locales';
import {
  useAddAnnotation,
  useAddQuestion,
  useCreateSeries,
  useDeleteAnnotation,
  useDeleteQuestion,
  useDeleteSeries,
  useImagingCase,
  useReorderSlices,
  useUploadSlices,
} from '../api/imaging';

const text = messages.imagingAdmin;

/** The non-empty lines of a textarea (one choice a line). */
const lines = (value: string | undefined) =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The window sets an operator picks from when creating a series. */
const WINDOW_SETS: Record<keyof typeof text.windowSets, ImagingWindow[]> = {
  'lung-mediastinum': [
    { key: 'lung', label: '肺窗', label_en: 'Lung' },
    { key: 'mediastinum', label: '纵隔窗', label_en: 'Mediastinal' },
  ],
  'arterial-portal': [
    { key: 'arterial', label: '动脉期', label_en: 'Arterial' },
    { key: 'portal', label: '门脉期', label_en: 'Portal venous' },
  ],
  original: [{ key: 'original', label: '原图', label_en: 'Original' }],
};

export interface ImagingPanelProps {
  contentId: number;
}

/** A content's imaging in the console: results, series (upload, preview, order, marks) and questions. */
export function ImagingPanel({ contentId }: ImagingPanelProps) {
  const imaging = useImagingCase(contentId);
  if (imaging.isPending) return <Card loading />;
  if (imaging.isError) return <Empty description={imaging.error.message} />;
  const data = imaging.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={text.results.title} size="small">
        <Space size="large">
          <Statistic title={text.results.members} value={data.results.members} />
          <Statistic title={text.results.answered} value={data.results.answered} />
          <Statistic title={text.results.right} value={data.results.right} />
        </Space>
      </Card>
      <Card title={text.series.title} size="small" extra={<NewSeriesForm contentId={contentId} />}>
        {data.series.length === 0 ? <Empty description={text.series.empty} /> : null}
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {data.series.map((series) => (
            <SeriesCard key={series.id} contentId={contentId} series={series} />
          ))}
        </Space>
      </Card>
      <QuestionsCard contentId={contentId} series={data.series} questions={data.questions} />
    </Space>
  );
}

function NewSeriesForm({ contentId }: { contentId: number }) {
  const [form] = Form.useForm();
  const create = useCreateSeries(contentId);
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ modality: 'CT', plane: 'axial', windowSet: 'lung-mediastinum' }}
      onFinish={(values: {
        title: string;
        title_en: string;
        modality: (typeof ImagingModality)[number];
        plane: (typeof ImagingPlane)[number];
        windowSet: keyof typeof WINDOW_SETS;
      }) =>
        create.mutate(
          {
            title: values.title,
            title_en: values.title_en,
            modality: values.modality,
            plane: values.plane,
            windows: WINDOW_SETS[values.windowSet],
          },
          { onSuccess: () => form.resetFields(['title', 'title_en']) },
        )
      }
    >
      <Form.Item name="title" rules={[{ required: true, message: text.series.name }]}>
        <Input placeholder={text.series.name} aria-label={text.series.name} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="title_en" rules={[{ required: true, message: text.series.nameEn }]}>
        <Input placeholder={text.series.nameEn} aria-label={text.series.nameEn} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="modality">
        <Select
          aria-label={text.series.modality}
          style={{ width: 90 }}
          options={ImagingModality.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item name="plane">
        <Select
          aria-label={text.series.plane}
          style={{ width: 90 }}
          options={ImagingPlane.map((value) => ({ value, label: text.planes[value] }))}
        />
      </Form.Item>
      <Form.Item name="windowSet">
        <Select
          aria-label={text.series.windows}
          style={{ width: 150 }}
          options={Object.entries(text.windowSets).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {text.series.create}
      </Button>
    </Form>
  );
}

function SeriesCard({ contentId, series }: { contentId: number; series: AdminImagingSeries }) {
  const { message } = App.useApp();
  const [windowIndex, setWindowIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadSlices(contentId);
  const reorder = useReorderSlices(contentId);
  const remove = useDeleteSeries(contentId);

  const handleFiles = (windowKey: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setPercent(0);
    upload.mutate(
      { seriesId: series.id, windowKey, files, onProgress: setPercent },
      {
        onSuccess: (result) => void message.success(text.series.uploaded(result.added)),
        onSettled: () => setPercent(null),
      },
    );
  };

  const move = (from: number, to: number) => {
    const ids = series.slices.map((slice) => slice.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined || to < 0 || to > ids.length) return;
    ids.splice(to, 0, moved);
    reorder.mutate(
      { seriesId: series.id, sliceIds: ids },
      { onSuccess: () => void message.success(text.series.reordered) },
    );
  };

  const selectedSlice = series.slices.find((slice) => slice.id === selected) ?? null;
  return (
    <Card
      type="inner"
      title={
        <Space wrap>
          <span>{series.title}</span>
          <Typography.Text type="secondary">{series.title_en}</Typography.Text>
          <Tag>{series.modality}</Tag>
          <Tag>{text.planes[series.plane]}</Tag>
          <Tag>{text.series.slices(series.slices.length)}</Tag>
          {series.complete ? (
            <Tag color="green">{text.series.complete}</Tag>
          ) : (
            <Tag color="orange">{text.series.incomplete}</Tag>
          )}
        </Space>
      }
      extra={
        <Popconfirm title={text.series.deleteConfirm} onConfirm={() => remove.mutate(series.id)}>
          <Button danger size="small">
            {text.series.delete}
          </Button>
        </Popconfirm>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          {series.windows.map((window) => (
            <label
              key={window.key}
              style={{
                display: 'inline-block',
                padding: '4px 15px',
                border: '1px solid #0b7f83',
                borderRadius: 6,
                color: '#0b7f83',
                cursor: 'pointer',
              }}
            >
              {text.series.upload(window.label)}
              <input
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp,image/gif,.zip,application/zip"
                aria-label={text.series.upload(window.label)}
                style={{ display: 'none' }}
                onChange={handleFiles(window.key)}
              />
            </label>
          ))}
          {percent !== null ? <Typography.Text>{text.series.uploading(percent)}</Typography.Text> : null}
        </Space>
        <Typography.Text type="secondary">{text.series.uploadHint}</Typography.Text>
        {series.windows.length > 1 ? (
          <Radio.Group
            aria-label={text.series.previewWindow}
            value={windowIndex}
            onChange={(event) => setWindowIndex(event.target.value as number)}
            optionType="button"
            options={series.windows.map((window, index) => ({ value: index, label: window.label }))}
          />
        ) : null}
        <ol
          aria-label={series.title}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}
        >
          {series.slices.map((slice, index) => {
            const image = slice.images[windowIndex];
            const name = slice.names[windowIndex] ?? slice.names.find(Boolean) ?? '';
            return (
              <li
                key={slice.id}
                aria-label={`${text.series.position(slice.position)} ${name}`}
                style={{
                  width: 104,
                  padding: 4,
                  border: `2px solid ${selected === slice.id ? '#0b7f83' : '#f0f0f0'}`,
                  borderRadius: 6,
                }}
              >
                <button
                  type="button"
                  onClick={() => setSelected(slice.id)}
                  style={{
                    display: 'block',
                    width: 92,
                    height: 92,
                    padding: 0,
                    border: 0,
                    background: '#000',
                  }}
                >
                  {image?.phone ? (
                    <img
                      src={image.phone}
                      alt={name}
                      loading="lazy"
                      style={{ width: 92, height: 92, objectFit: 'contain' }}
                    />
                  ) : null}
                </button>
                <div
                  style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {slice.position}. {name}
                </div>
                <Space size={2}>
                  <Button
                    size="small"
                    type="text"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={`${text.series.moveUp} ${name}`}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    type="text"
                    disabled={index === series.slices.length - 1 || reorder.isPending}
                    aria-label={`${text.series.moveDown} ${name}`}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </Button>
                </Space>
              </li>
            );
          })}
        </ol>
        {selectedSlice ? (
          <SliceAnnotator
            contentId={contentId}
            slice={selectedSlice}
            imageUrl={selectedSlice.images[windowIndex]?.full ?? ''}
          />
        ) : null}
      </Space>
    </Card>
  );
}

function SliceAnnotator({
  contentId,
  slice,
  imageUrl,
}: {
  contentId: number;
  slice: AdminImagingSeries['slices'][number];
  imageUrl: string;
}) {
  const { message } = App.useApp();
  const [kind, setKind] = useState<'arrow' | 'circle'>('circle');
  const [label, setLabel] = useState('');
  const [labelEn, setLabelEn] = useState('');
  const add = useAddAnnotation(contentId);
  const remove = useDeleteAnnotation(contentId);
  const handleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width;
    const y = (event.clientY - box.top) / box.height;
    add.mutate(
      {
        sliceId: slice.id,
        body: { kind, x, y, r: kind === 'circle' ? 0.06 : 0.08, label, label_en: labelEn },
      },
      { onSuccess: () => void message.success(text.annotate.added) },
    );
  };
  return (
    <Card
      type="inner"
      size="small"
      title={`${text.annotate.title} · ${text.series.position(slice.position)}`}
    >
      <Space align="start" wrap>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: placing a mark is a pointer task; marks can be removed from the list by keyboard */}
        <div
          onClick={handleClick}
          style={{ position: 'relative', width: 320, height: 320, background: '#000', cursor: 'crosshair' }}
        >
          <img src={imageUrl} alt="" style={{ width: 320, height: 320, objectFit: 'contain' }} />
          <svg
            viewBox="0 0 1 1"
            preserveAspectRatio="none"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
            aria-hidden="true"
          >
            {slice.annotations.map((mark) =>
              mark.kind === 'circle' ? (
                <circle
                  key={mark.id}
                  cx={mark.x}
                  cy={mark.y}
                  r={mark.r}
                  fill="none"
                  stroke="#ffd21f"
                  strokeWidth={0.006}
                />
              ) : (
                <line
                  key={mark.id}
                  x1={mark.x + mark.r}
                  y1={mark.y + mark.r}
                  x2={mark.x}
                  y2={mark.y}
                  stroke="#ffd21f"
                  strokeWidth={0.008}
                />
              ),
            )}
          </svg>
        </div>
        <Space direction="vertical">
          <Typography.Text type="secondary">{text.annotate.hint}</Typography.Text>
          <Radio.Group
            aria-label={text.annotate.kind}
            value={kind}
            onChange={(event) => setKind(event.target.value as 'arrow' | 'circle')}
            options={[
              { value: 'circle', label: text.annotate.circle },
              { value: 'arrow', label: text.annotate.arrow },
            ]}
          />
          <Input
            aria-label={text.annotate.label}
            placeholder={text.annotate.label}
            value={label}
            maxLength={40}
            onChange={(event) => setLabel(event.target.value)}
          />
          <Input
            aria-label={text.annotate.labelEn}
            placeholder={text.annotate.labelEn}
            value={labelEn}
            maxLength={60}
            onChange={(event) => setLabelEn(event.target.value)}
          />
          {slice.annotations.length === 0 ? <Typography.Text>{text.annotate.none}</Typography.Text> : null}
          {slice.annotations.map((mark) => (
            <Space key={mark.id}>
              <Tag>{mark.kind === 'circle' ? text.annotate.circle : text.annotate.arrow}</Tag>
              <span>{mark.label}</span>
              <Button size="small" danger onClick={() => remove.mutate(mark.id)}>
                {text.annotate.remove}
              </Button>
            </Space>
          ))}
        </Space>
      </Space>
    </Card>
  );
}

function QuestionsCard({
  contentId,
  series,
  questions,
}: {
  contentId: number;
  series: readonly AdminImagingSeries[];
  questions: readonly AdminImagingQuestion[];
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const add = useAddQuestion(contentId);
  const remove = useDeleteQuestion(contentId);
  const kind = Form.useWatch('kind', form) as 'choice' | 'text' | undefined;
  return (
    <Card title={text.questions.title} size="small">
      <Table<AdminImagingQuestion>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...questions]}
        locale={{ emptyText: text.questions.empty }}
        columns={[
          { title: text.questions.prompt, dataIndex: 'prompt' },
          {
            title: text.questions.slice,
            render: (_, row) =>
              `${series.find((item) => item.id === row.series_id)?.title ?? ''} · ${text.series.position(row.slice_position)}`,
          },
          {
            title: text.questions.kind,
            render: (_, row) => (row.kind === 'choice' ? text.questions.choice : text.questions.text),
          },
          { title: text.questions.correct, dataIndex: 'correct_answer' },
          { title: text.questions.answered, dataIndex: 'answered' },
          { title: text.questions.right, dataIndex: 'right' },
          { title: text.questions.revealed, dataIndex: 'revealed' },
          {
            title: '',
            render: (_, row) => (
              <Popconfirm title={text.questions.deleteConfirm} onConfirm={() => remove.mutate(row.id)}>
                <Button size="small" danger type="link">
                  {text.questions.delete}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {series.length > 0 ? (
        <Form
          form={form}
          layout="vertical"
          style={{ marginTop: 16, maxWidth: 640 }}
          initialValues={{ series_id: series[0]?.id, slice_position: 1, kind: 'choice' }}
          onFinish={(values: {
            series_id: number;
            slice_position: number;
            prompt: string;
            prompt_en: string;
            kind: 'choice' | 'text';
            choices?: string;
            choices_en?: string;
            correct_answer: string;
            correct_answer_en?: string;
            teaching_points: string;
            teaching_points_en: string;
          }) =>
            add.mutate(
              {
                ...values,
                choices: values.kind === 'choice' ? lines(values.choices) : [],
                choices_en: values.kind === 'choice' ? lines(values.choices_en) : [],
                correct_answer_en: values.correct_answer_en ?? '',
              },
              {
                onSuccess: () => {
                  void message.success(text.questions.saved);
                  form.resetFields();
                },
              },
            )
          }
        >
          <Space wrap>
            <Form.Item name="series_id" label={text.questions.series}>
              <Select
                style={{ width: 200 }}
                options={series.map((item) => ({ value: item.id, label: item.title }))}
              />
            </Form.Item>
            <Form.Item name="slice_position" label={text.questions.slice} rules={[{ required: true }]}>
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="kind" label={text.questions.kind}>
              <Radio.Group
                options={[
                  { value: 'choice', label: text.questions.choice },
                  { value: 'text', label: text.questions.text },
                ]}
              />
            </Form.Item>
          </Space>
          <Form.Item name="prompt" label={text.questions.prompt} rules={[{ required: true }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="prompt_en" label={text.questions.promptEn} rules={[{ required: true }]}>
            <Input maxLength={300} />
          </Form.Item>
          {kind !== 'text' ? (
            <Space wrap align="start">
              <Form.Item name="choices" label={text.questions.choices} rules={[{ required: true }]}>
                <Input.TextArea rows={4} style={{ width: 300 }} />
              </Form.Item>
              <Form.Item name="choices_en" label={text.questions.choicesEn}>
                <Input.TextArea rows={4} style={{ width: 300 }} />
              </Form.Item>
            </Space>
          ) : null}
          <Form.Item
            name="correct_answer"
            label={text.questions.correct}
            extra={kind !== 'text' ? text.questions.correctHint : undefined}
            rules={[{ required: true }]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="correct_answer_en" label={text.questions.correctEn}>
            <Input maxLength={1000} />
          </Form.Item>
          <Form.Item name="teaching_points" label={text.questions.points} rules={[{ required: true }]}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Form.Item name="teaching_points_en" label={text.questions.pointsEn} rules={[{ required: true }]}>
            <Input.TextArea rows={3} maxLength={4000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {text.questions.add}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
