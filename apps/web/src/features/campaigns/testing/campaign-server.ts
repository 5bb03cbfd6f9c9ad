import type { CampaignDetail, CampaignPermission } from '@ia/shared';
import { fail, type StubRequest, type StubRoute, userInfo } from '../../../lib/testing/api-stub';
import { campaignDetail, participation, signUpForm } from './campaign-fixtures';

export interface CampaignServerOptions {
  permission?: CampaignPermission;
  detail?: Partial<CampaignDetail>;
  /** Points the first submission of the sign-up form earns (the answer's `score`). */
  formScore?: number;
}

/**
 * A stand-in for the campaign API of campaign 5 that remembers what the member did (accepted
 * the description, joined, saw the poster and the form, submitted the form), as the server
 * does: the once-shown pages can then be tested for "never twice".
 */
export function campaignServer(options: CampaignServerOptions = {}) {
  const state = {
    descAccepted: false,
    joined: false,
    posterShown: false,
    formShown: false,
    formSubmitted: false,
  };
  const base = campaignDetail(options.detail);
  const detail = (): CampaignDetail => ({
    ...base,
    joined: state.joined,
    participation: participation({
      joined: state.joined,
      joined_at: state.joined ? '2026-03-02T01:00:00.000Z' : null,
      desc_accepted: state.descAccepted,
      poster_pending: state.joined && base.poster !== null && !state.posterShown,
      form_pending: state.joined && base.has_form && !state.formShown && !state.formSubmitted,
      points: state.formSubmitted ? (options.formScore ?? 0) : 0,
      rank: state.formSubmitted ? 4 : null,
    }),
  });

  const routes: Record<string, StubRoute> = {
    '/api/platform/member/me': userInfo(),
    'GET /api/platform/campain/check/permissions/5/0': options.permission ?? {
      allowed: true,
      reason_code: null,
      reason: null,
    },
    'GET /api/platform/campain/campain/5': () => detail(),
    'PUT /api/platform/content/desc/status/5/0': () => {
      state.descAccepted = true;
      return { status: 1, accepted_at: '2026-03-02T01:00:00.000Z' };
    },
    'POST /api/platform/campain/campain/join': () => {
      if (base.requires_desc && !state.descAccepted) return fail(40000, '请先阅读并同意活动说明');
      state.joined = true;
      return detail().participation;
    },
    'PUT /api/platform/campain/campain/once': (request: StubRequest) => {
      const kind = (request.body as { kind?: string }).kind;
      if (kind === 'poster') state.posterShown = true;
      if (kind === 'form') state.formShown = true;
      return detail().participation;
    },
    'GET /api/platform/content/form/5/6': () =>
      signUpForm(state.formSubmitted ? { submitted_at: '2026-03-02T01:05:00.000Z' } : {}),
    'POST /api/platform/content/form': () => {
      const first = !state.formSubmitted;
      state.formSubmitted = true;
      return {
        ...signUpForm({ submitted_at: '2026-03-02T01:05:00.000Z' }),
        score: first ? (options.formScore ?? 0) : 0,
      };
    },
    'GET /api/platform/content-zan-log-check/5/6': { result: 0, count: 3 },
    'GET /api/platform/comments': { total: 0, data: [] },
  };
  return { state, routes };
}
