// Home browsing (issue 12): N signed-in doctors opening the app and browsing, each phone making
// the calls the built web app makes (captured in Chromium), with a few seconds of reading between
// pages, open loop: each page is due at its time whatever the server did with the last one.
//
//   home, first visit (a full load): home/banner, category/tree/0, home/setting, member/popover and
//     member/me at once; then the sections home/setting lists (home/recommend, content/home/{id},
//     lesson/lesson, home/home-meeting); once member/me answers, messagecneter/msg-unread-num,
//     POST member/login-log (once a day) and POST score-log/up-tip-status; POST monitor per page;
//   the course list (/course): lesson/banner, lesson/campain-list, lesson/lesson, content?typeMap=1;
//   a content detail (/course/detail) of an item of that list: content/{id}, comments page 1,
//     POST learnlog/create, and from the detail's answer lesson/lesson-list of its series and
//     content/claim/status when it has a form;
//   then list, detail, list, detail, home… until the step ends.
//
// Queries the app caches (React Query's 60 s staleTime) are not asked again within 60 s; the ones it
// asks on every visit (popover, unread count, tip status, monitor, learnlog/create) are. The check
// after each step: the contents' view counts went up by exactly the content details answered.

/** React Query's default staleTime in the web app (apps/web/src/lib/query-client.ts). */
const STALE_MS = 60_000;
/** Reading time between two pages, uniform in this range. */
const THINK_MIN_MS = 3000;
const THINK_MAX_MS = 7000;
/** TypeMap.COURSE. */
const COURSE = 1;
const PAGES = /** @type {const} */ (['home', 'list', 'detail', 'list', 'detail']);

/**
 * @typedef {object} HomeTally
 * @property {number} detailsAnswered Content details answered 2xx: each is one view counted.
 * @property {number} detailsUnanswered Content details with no answer (maybe counted, maybe not).
 */

/**
 * The calls of a home section (GET home/setting's `sections`), as home-sections.tsx makes them.
 * @param {{ id: number, kind: string, limit: number }} section
 * @returns {{ kind: string, path: string } | null}
 */
function sectionCall(section) {
  switch (section.kind) {
    case 'recommend':
      return { kind: 'home/recommend', path: '/api/platform/home/recommend' };
    case 'contents':
      return { kind: 'content/home/{id}', path: `/api/platform/content/home/${section.id}` };
    case 'lessons':
      return {
        kind: 'lesson/lesson (home)',
        path: `/api/platform/lesson/lesson?current=1&pageSize=${section.limit}`,
      };
    case 'meetings':
      return { kind: 'home/home-meeting', path: '/api/platform/home/home-meeting' };
    default:
      return null;
  }
}

/** @type {import('../lib/open-loop.mjs').Behaviour} */
export const behaviour = {
  /** @returns {HomeTally} */
  createTally: () => ({ detailsAnswered: 0, detailsUnanswered: 0 }),

  startViewer({ viewer, phone, arrivedAt, at, active, random, tally }) {
    /** @type {HomeTally} */
    const mine = tally;
    /** When each cached query was last asked (path → ms). */
    const fetchedAt = new Map();
    /** The course list's items, for the detail pages. */
    /** @type {{ id: number, type: number, content_type: number }[]} */
    let listItems = [];
    let signedInToday = false;

    /**
     * A call the app caches: skipped while its answer is fresh.
     * @param {string} kind
     * @param {string} path
     * @param {number} dueAt
     * @returns {Promise<import('../lib/phone.mjs').CallResult>} `ok: false` when skipped (fresh in the cache).
     */
    const cached = (kind, path, dueAt) => {
      const last = fetchedAt.get(path);
      if (last !== undefined && dueAt - last < STALE_MS) return Promise.resolve({ ok: false });
      fetchedAt.set(path, dueAt);
      return phone.call(kind, { path, dueAt });
    };
    const post = (
      /** @type {string} */ kind,
      /** @type {string} */ path,
      /** @type {Record<string, string | number>} */ form,
      /** @type {number} */ dueAt,
    ) => phone.call(kind, { method: 'POST', path, form, dueAt });
    /** POST monitor: the page view, as use-page-view-monitor.ts reports it. */
    const pageView = (
      /** @type {string} */ title,
      /** @type {string} */ url,
      /** @type {string} */ search,
      /** @type {number} */ dueAt,
      /** @type {{ id: number, type: number } | null} */ content = null,
    ) =>
      post(
        'POST monitor',
        '/api/platform/monitor',
        {
          ...(content ? { type: content.type, content_id: content.id } : {}),
          openid: viewer.openid,
          unionid: viewer.unionid,
          page_title: title,
          page_url: url,
          page_param: search,
          page_event_key: url,
          page_event_type: 'page_view',
          opentype: 'wechat',
        },
        dueAt,
      );
    const now = () => performance.timeOrigin + performance.now();

    const homePage = (/** @type {number} */ dueAt) => {
      cached('home/banner', '/api/platform/home/banner', dueAt);
      cached('category/tree/0', '/api/platform/category/tree/0', dueAt);
      cached('home/setting', '/api/platform/home/setting', dueAt).then((result) => {
        if (!result.ok || !active()) return;
        const answeredAt = now();
        for (const section of result.data?.sections ?? []) {
          const call = sectionCall(section);
          if (call) cached(call.kind, call.path, answeredAt);
        }
      });
      phone.call('member/popover', { path: '/api/platform/member/popover', dueAt });
      cached('member/me', '/api/platform/member/me', dueAt).then(() => {
        if (!active()) return;
        const answeredAt = now();
        phone.call('msg-unread-num', {
          path: '/api/platform/messagecneter/msg-unread-num',
          dueAt: answeredAt,
        });
        if (!signedInToday) {
          signedInToday = true;
          post('POST member/login-log', '/api/platform/member/login-log', {}, answeredAt);
        }
        post('POST up-tip-status', '/api/platform/score-log/up-tip-status', {}, answeredAt);
      });
      pageView('首页', '/', '', dueAt);
    };

    const listPage = (/** @type {number} */ dueAt) => {
      cached('lesson/banner', '/api/platform/lesson/banner', dueAt);
      cached('lesson/campain-list', '/api/platform/lesson/campain-list?current=1&pageSize=10', dueAt);
      cached('lesson/lesson', '/api/platform/lesson/lesson?current=1&pageSize=10', dueAt);
      cached(
        'content list page 1',
        `/api/platform/content?typeMap=${COURSE}&current=1&pageSize=10`,
        dueAt,
      ).then((result) => {
        if (result.ok && Array.isArray(result.data?.data) && result.data.data.length > 0)
          listItems = result.data.data;
      });
      phone.call('msg-unread-num', { path: '/api/platform/messagecneter/msg-unread-num', dueAt });
      pageView('学习', '/course', '', dueAt);
    };

    /** What each detail answered that decides its page's further calls (content id → fields). */
    /** @type {Map<number, { lessonId: number | null, hasForm: boolean }>} */
    const details = new Map();
    /** The calls the detail page makes from its answer: the series it belongs to, its form's status. */
    const detailFollowUps = (/** @type {number} */ contentId, /** @type {number} */ dueAt) => {
      const detail = details.get(contentId);
      if (!detail || !active()) return;
      if (detail.lessonId !== null) {
        cached('lesson/lesson-list', `/api/platform/lesson/lesson-list?lesson_id=${detail.lessonId}`, dueAt);
      }
      if (detail.hasForm) {
        cached('content/claim/status', `/api/platform/content/claim/status?content_id=${contentId}`, dueAt);
      }
    };

    const detailPage = (/** @type {number} */ dueAt) => {
      const item = listItems[Math.floor(random() * listItems.length)];
      // The list has not answered (yet): the doctor opens the first demo course from a link.
      const content = item
        ? { id: item.id, type: item.type, content_type: item.content_type }
        : { id: 1, type: COURSE, content_type: 1 };
      const detailPath = `/api/platform/content/${content.id}`;
      // A detail the app still holds fresh is shown from its cache and counts no view.
      const last = fetchedAt.get(detailPath);
      if (last === undefined || dueAt - last >= STALE_MS) {
        fetchedAt.set(detailPath, dueAt);
        phone.call('content/{id}', { path: detailPath, dueAt }).then((result) => {
          if (!result.ok) {
            mine.detailsUnanswered += 1;
            return;
          }
          mine.detailsAnswered += 1;
          details.set(content.id, {
            lessonId: typeof result.data?.lesson_id === 'number' ? result.data.lesson_id : null,
            hasForm: result.data?.has_form === true,
          });
          detailFollowUps(content.id, now());
        });
      } else {
        detailFollowUps(content.id, dueAt);
      }
      cached(
        'comments page 1',
        `/api/platform/comments?content_id=${content.id}&type=${content.type}&current=1&pageSize=10`,
        dueAt,
      );
      post(
        'POST learnlog/create',
        '/api/platform/learnlog/create',
        {
          content_id: content.id,
          type: content.type,
          content_type: content.content_type,
          page_url: '/course/detail',
          page_param: `id=${content.id}`,
        },
        dueAt,
      );
      pageView('课程详情', '/course/detail', `?id=${content.id}&typeMap=${content.type}`, dueAt, content);
    };

    const pages = { home: homePage, list: listPage, detail: detailPage };
    const visit = (/** @type {number} */ page, /** @type {number} */ dueAt) =>
      at(dueAt, (due) => {
        pages[PAGES[page % PAGES.length] ?? 'home'](due);
        // The next page is due after this one's reading time, whatever the server did meanwhile.
        const next = page + 1 === PAGES.length ? 0 : page + 1;
        visit(next, due + THINK_MIN_MS + random() * (THINK_MAX_MS - THINK_MIN_MS));
      });
    visit(0, arrivedAt);
  },

  finishTally: (/** @type {HomeTally} */ tally) => tally,
};

/** @type {import('../lib/scenario-runner.mjs').Scenario} */
export const homeBrowsingScenario = {
  name: 'home-browsing',
  description: 'signed-in doctors: home, course list, content detail, 3–7 s reading between pages',
  behaviour: 'home-browsing',
  socketsPerViewer: 1,
  steps: (settings) => settings.homeSteps,
  async beforeStep(database) {
    const [row] = await database.query('select coalesce(sum(view_count), 0)::bigint as views from contents');
    return { viewsBefore: Number(row?.views ?? 0) };
  },
  async afterStep({ result, options, sql }) {
    const tallies = /** @type {HomeTally[]} */ (result.tallies);
    const answered = tallies.reduce((sum, tally) => sum + tally.detailsAnswered, 0);
    const unanswered = tallies.reduce((sum, tally) => sum + tally.detailsUnanswered, 0);
    const [row] = await sql('select coalesce(sum(view_count), 0)::bigint as views from contents');
    const added = Number(row?.views ?? Number.NaN) - Number(options.viewsBefore);
    const exact = unanswered === 0;
    const ok =
      answered > 0 && (exact ? added === answered : added >= answered && added <= answered + unanswered);
    const text =
      `view counts: +${added} in the database for ${answered} content details answered` +
      (exact ? '' : ` and ${unanswered} unanswered (may or may not count)`);
    return { text, problem: ok ? null : `view-count check failed: ${text}` };
  },
};
