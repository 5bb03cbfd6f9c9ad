import type { sharePosterZhCN } from './share-poster.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of the course and meeting share poster, en-US (spread into en-US.ts). */
export const sharePosterEnUS: LocaleMessages<typeof sharePosterZhCN> = {
  sharePoster: {
    action: 'Share poster',
    title: 'Share poster',
    image: 'Share poster of “{{title}}”',
    drawing: 'Drawing the poster…',
    failed: 'The poster could not be drawn. Please try again later',
    longPress: 'Long-press to save the image, then send it to colleagues or share it to Moments',
    scanTitle: 'Scan the QR code',
    scanHint: {
      course: 'to watch the course in Imaging Academy',
      case: 'to read the case in Imaging Academy',
      meeting: 'to watch the meeting in Imaging Academy',
    },
    kind: { course: 'Course', case: 'Case', meeting: 'Meeting' },
    speaker: 'Speaker: {{names}}',
    time: 'Time: {{time}}',
  },
};
