import {
  type AdminPopover,
  type adminPopoverInputSchema,
  formatDate,
  type Page,
  type PagingQuery,
  type Popover,
  type PopoverAudienceValue,
  type PopoverFrequencyValue,
  pageOffset,
} from '@ia/shared';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { appError } from '../../lib/app-error';
import type { PopoversRepository } from './popovers.repository';
import type { PopoverRow } from './popovers.table';

export type PopoverInput = z.output<typeof adminPopoverInputSchema>;

/** Whether the pop-over's audience includes the user. */
function isInPopoverAudience(
  popover: Pick<PopoverRow, 'audience' | 'groupIds'>,
  user: Pick<UserRow, 'certifiedAt' | 'memberGroupIds'>,
): boolean {
  switch (popover.audience as PopoverAudienceValue) {
    case 'all':
      return true;
    case 'certified':
      return user.certifiedAt !== null;
    case 'groups':
      return popover.groupIds.some((id) => user.memberGroupIds.includes(id));
    default:
      return false;
  }
}

function presentForConsole(row: PopoverRow, shownUsers: number): AdminPopover {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    link: row.link,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    frequency: row.frequency as PopoverFrequencyValue,
    audience: row.audience as PopoverAudienceValue,
    member_group_ids: row.groupIds,
    enabled: row.enabled,
    sort: row.sort,
    shown_users: shownUsers,
    updated_at: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: PopoverInput) {
  return {
    title: input.title,
    image: input.image,
    link: input.link,
    startAt: new Date(input.start_at),
    endAt: new Date(input.end_at),
    frequency: input.frequency,
    audience: input.audience,
    groupIds: input.audience === 'groups' ? input.member_group_ids : [],
    enabled: input.enabled,
    sort: input.sort,
  };
}

/**
 * The home pop-over: of the running pop-overs the viewer is in the audience of, the first one not
 * yet shown (ever for 'once', today in China for 'daily'). Handing it out records the showing,
 * so the app shows it at most as scheduled however often home is opened.
 */
export class PopoversService {
  constructor(
    private readonly repository: PopoversRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET member/popover. */
  async current(user: UserRow): Promise<Popover | null> {
    const now = this.now();
    const today = formatDate(now);
    for (const popover of await this.repository.running(now)) {
      if (!isInPopoverAudience(popover, user)) continue;
      const day = popover.frequency === 'daily' ? today : null;
      if (await this.repository.wasShown(popover.id, user.id, day)) continue;
      if (!(await this.repository.recordShown(popover.id, user.id, today, now))) continue;
      return { id: popover.id, title: popover.title, image: popover.image, link: popover.link };
    }
    return null;
  }

  async list(paging: PagingQuery): Promise<Page<AdminPopover>> {
    const { total, rows } = await this.repository.page(pageOffset(paging), paging.pageSize);
    const shown = await this.repository.shownUsers(rows.map((row) => row.id));
    return { total, data: rows.map((row) => presentForConsole(row, shown.get(row.id) ?? 0)) };
  }

  async create(input: PopoverInput): Promise<AdminPopover> {
    const now = this.now();
    const row = await this.repository.insert({ ...columnsOf(input), createdAt: now, updatedAt: now });
    return presentForConsole(row, 0);
  }

  async update(id: number, input: PopoverInput): Promise<AdminPopover> {
    const row = await this.repository.update(id, { ...columnsOf(input), updatedAt: this.now() });
    if (!row) throw appError('POPOVER_NOT_FOUND');
    return presentForConsole(row, (await this.repository.shownUsers([id])).get(id) ?? 0);
  }

  async remove(id: number): Promise<void> {
    const now = this.now();
    const row = await this.repository.update(id, { deletedAt: now, updatedAt: now });
    if (!row) throw appError('POPOVER_NOT_FOUND');
  }
}
