import type { sharingZhCN } from './sharing.zh-CN';
import type { LocaleMessages } from './zh-CN';

/** Strings of sharing (share cards) and the upload progress, en-US (spread into en-US.ts). */
export const sharingEnUS: LocaleMessages<typeof sharingZhCN> = {
  sharing: {
    defaultTitle: 'Imaging Academy',
    defaultDesc: 'Professional imaging · Lifelong learning, together with your peers',
    uploadProgress: 'Uploading {{percent}}%',
    poster: {
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
  },
};
