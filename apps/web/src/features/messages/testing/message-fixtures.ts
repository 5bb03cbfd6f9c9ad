import type { Message } from '@ia/shared';

/** A message as GET messagecneter lists it (meetings.ts messageSchema). Imported by tests only. */
export function message(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    category: 'meeting',
    title: '会议提醒',
    body: `「会议 ${id}」将于 06月02日 19:30 开始，点击进入`,
    link: `/meetingdetail?id=${id}`,
    read: false,
    created_at: '2026-06-01T11:00:00.000Z',
    ...overrides,
  };
}
