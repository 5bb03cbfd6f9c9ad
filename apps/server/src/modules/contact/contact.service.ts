import {
  type AiRepCheck,
  type AiRepSettings,
  type aiRepSettingsInputSchema,
  aiRepSettingsSchema,
  CONTACT_HOTLINE,
  type ContactInfo,
  type contactInfoInputSchema,
  contactInfoSchema,
} from '@ia/shared';
import type { z } from 'zod';
import type { ContactRepository } from './contact.repository';

const CONTACT_SETTING_KEY = 'contact_info';
const AI_REP_SETTING_KEY = 'ai_rep';

/** What /contactUs shows until an operator has set it. */
export const DEFAULT_CONTACT: ContactInfo = {
  assistant_name: '影像学院小助手',
  wechat_id: null,
  qrcode: null,
  hotline: CONTACT_HOTLINE,
  hours: '工作日 9:00–18:00',
  email: null,
};

/** The AI rep is off until an operator links the service and switches it on. */
const DEFAULT_AI_REP: AiRepSettings = {
  enabled: false,
  name: 'AI 代表',
  url: null,
  audience: 'certified',
};

/** Who asks member/ai-rep/check: staff count as certified, as for certified-only campaigns. */
export interface AiRepViewer {
  kind: string | null;
  certifiedAt: Date | null;
}

/**
 * The ways to reach the company, each kept as one JSON setting operators edit: the assistant's
 * contact (assistants/info) and the AI rep's entry (member/ai-rep/check).
 */
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(): Promise<ContactInfo> {
    return this.readSetting(CONTACT_SETTING_KEY, contactInfoSchema, DEFAULT_CONTACT);
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

  async getAiRep(): Promise<AiRepSettings> {
    return this.readSetting(AI_REP_SETTING_KEY, aiRepSettingsSchema, DEFAULT_AI_REP);
  }

  async updateAiRep(input: z.output<typeof aiRepSettingsInputSchema>): Promise<AiRepSettings> {
    const value: AiRepSettings = {
      enabled: input.enabled,
      name: input.name,
      url: input.url,
      audience: input.audience,
    };
    await this.repository.write(AI_REP_SETTING_KEY, JSON.stringify(value), this.now());
    return value;
  }

  /** Whether the app offers this viewer the AI rep, with its link, or why not. */
  async checkAiRep(viewer: AiRepViewer): Promise<AiRepCheck> {
    const settings = await this.getAiRep();
    const denied = (reason: AiRepCheck['reason']): AiRepCheck => ({
      available: false,
      name: null,
      url: null,
      reason,
    });
    if (!settings.enabled || !settings.url) return denied('disabled');
    const certified = viewer.kind === 'staff' || viewer.certifiedAt !== null;
    if (settings.audience === 'certified' && !certified) return denied('not_certified');
    return { available: true, name: settings.name, url: settings.url, reason: null };
  }

  /** A stored setting; a value written by an older version falls back field by field. */
  private async readSetting<S extends z.ZodObject>(
    key: string,
    schema: S,
    fallback: z.infer<S>,
  ): Promise<z.infer<S>> {
    const stored = await this.repository.read(key);
    if (stored === undefined) return fallback;
    try {
      const parsed = schema.partial().safeParse(JSON.parse(stored));
      return parsed.success ? { ...fallback, ...parsed.data } : fallback;
    } catch {
      return fallback;
    }
  }
}
