import {
  CONTACT_HOTLINE,
  type ContactInfo,
  type contactInfoInputSchema,
  contactInfoSchema,
} from '@ia/shared';
import type { z } from 'zod';
import type { ContactRepository } from './contact.repository';

export const CONTACT_SETTING_KEY = 'contact_info';

/** What /contactUs shows until an operator has set it. */
export const DEFAULT_CONTACT: ContactInfo = {
  assistant_name: '影像学院小助手',
  wechat_id: null,
  qrcode: null,
  hotline: CONTACT_HOTLINE,
  hours: '工作日 9:00–18:00',
  email: null,
};

/** The assistant's contact (assistants/info), kept as one JSON setting operators edit. */
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(): Promise<ContactInfo> {
    const stored = await this.repository.read(CONTACT_SETTING_KEY);
    if (stored === undefined) return DEFAULT_CONTACT;
    try {
      // A value written by an older version falls back field by field to the defaults.
      const parsed = contactInfoSchema.partial().safeParse(JSON.parse(stored));
      return parsed.success ? { ...DEFAULT_CONTACT, ...parsed.data } : DEFAULT_CONTACT;
    } catch {
      return DEFAULT_CONTACT;
    }
  }

  /** Writes `info` only where no operator has set the contact yet (the demo seed); true if written. */
  async setIfUnset(info: ContactInfo): Promise<boolean> {
    if ((await this.repository.read(CONTACT_SETTING_KEY)) !== undefined) return false;
    await this.repository.write(CONTACT_SETTING_KEY, JSON.stringify(info), this.now());
    return true;
  }

  async update(input: z.output<typeof contactInfoInputSchema>): Promise<ContactInfo> {
    const value: ContactInfo = {
      assistant_name: input.assistant_name,
      wechat_id: input.wechat_id,
      qrcode: input.qrcode,
      hotline: input.hotline,
      hours: input.hours,
      email: input.email ?? null,
    };
    await this.repository.write(CONTACT_SETTING_KEY, JSON.stringify(value), this.now());
    return value;
  }
}
