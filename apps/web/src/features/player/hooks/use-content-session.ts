import type { LearnSessionCreate } from '@ia/shared';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useLearnSession } from '../api/learn-session';
import type { CampaignCredit } from './use-learning-tracker';

/** Longest page_url / page_param the server takes. */
const PAGE_FIELD_MAX = 500;

export interface LearnableContent {
  id: number;
  /** typeMap (list type) of the content. */
  type: number;
  content_type: number;
}

/**
 * Opens this visit's learning session on a content (POST learnlog/create, once per visit and
 * content), or nothing when `content` is null (previews, unknown types). Opened from a campaign, the
 * session records it (campain_id, section_id).
 */
export function useContentSession(content: LearnableContent | null, campaign?: CampaignCredit | null) {
  const { pathname, search } = useLocation();
  const [visitKey] = useState(() => `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const id = content?.id;
  const type = content?.type;
  const contentType = content?.content_type;
  // The address when the content opened; later changes of the query (typeMap added) do not reopen it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname, search and campaign (from the address) are read once per content.
  const input = useMemo<LearnSessionCreate | null>(
    () =>
      id === undefined || type === undefined
        ? null
        : {
            content_id: id,
            type,
            content_type: contentType,
            page_url: pathname.slice(0, PAGE_FIELD_MAX),
            page_param: search.replace(/^\?/, '').slice(0, PAGE_FIELD_MAX),
            campain_id: campaign?.campaignId,
            section_id: campaign?.sectionId ?? undefined,
          },
    [id, type, contentType],
  );
  return useLearnSession(input, visitKey);
}
