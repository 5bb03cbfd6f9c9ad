import { type OperatorRoleValue, SUCCESS_CODE } from '@ia/shared';
import { cleanup, configure, type RenderResult, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, type Mock, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

// Lazy pages are transformed on first use, which can be slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** A request the stubbed API received. */
interface ApiCall {
  method: string;
  /** Path under /api/admin, e.g. `/certifications/7/approve`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An error envelope for a handler to answer with. */
export class ApiFailure {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly httpStatus = 400,
    /** The envelope's `data`, e.g. `{ issues }` of a refused form. */
    readonly data: unknown = null,
  ) {}
}

/** Answers `data` for a call; `ApiFailure` for an error envelope. Keyed by `METHOD /path`. */
export type ApiHandler = (call: ApiCall) => unknown;

export interface StubbedApi {
  fetch: Mock;
  /** Every call so far, oldest first. */
  calls: ApiCall[];
  callsTo: (method: string, path: string) => ApiCall[];
}

function envelope(status: number, code: number, msg: string, data: unknown): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch with a fake console API: `handlers['GET /auth/me']` and so on, matched on the
 * method and the exact path. An unknown endpoint answers 40400, so a test notices a wrong URL.
 */
export function stubApi(handlers: Record<string, ApiHandler>): StubbedApi {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/admin/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (!handler) return envelope(404, 40400, `no stub for ${method} ${path}`, null);
    const answer = handler(call);
    if (answer instanceof ApiFailure)
      return envelope(answer.httpStatus, answer.code, answer.msg, answer.data);
    return envelope(200, SUCCESS_CODE, 'success', answer ?? null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/**
 * The button labelled `label` inside `container`. By text rather than by role: role queries
 * walk the accessibility tree of the whole console and take seconds in jsdom.
 */
export function buttonIn(container: HTMLElement, label: string): HTMLButtonElement {
  const button = within(container)
    .getAllByText(label)
    .map((element) => element.closest('button'))
    .find((candidate): candidate is HTMLButtonElement => candidate !== null);
  if (!button) throw new Error(`no button labelled ${label}`);
  return button;
}

/** The open drawer or dialog whose title is `title`. */
export async function findOverlay(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title, .ant-modal-title' });
  const overlay = heading.closest<HTMLElement>('.ant-drawer-content-wrapper, .ant-modal');
  if (!overlay) throw new Error(`no overlay titled ${String(title)}`);
  return overlay;
}

/** The signed-in operator's answer to GET /auth/me. */
export function operatorAs(role: OperatorRoleValue): ApiHandler {
  return () => ({ id: 1, username: role, displayName: `测试${role}`, role, lastLoginAt: null });
}

export type ConsoleRouter = ReturnType<typeof createMemoryRouter>;

/** Renders the whole console (providers, sign-in guard, layout, routes) at `path`. */
export function renderConsole(path: string): RenderResult & { router: ConsoleRouter } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** What jsdom lacks and antd uses: media queries (the responsive menu) and resize observers (tables). */
function fillJsdomGaps(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: NoResizeObserver });
  }
  // antd measures the scrollbar through ::-webkit-scrollbar, which jsdom reports as not implemented.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

/**
 * What every console test file shares: the jsdom gaps antd needs filled, the lazy pages
 * loaded once, and a clean slate after each test.
 */
export function setupConsoleTest(pages: (() => Promise<unknown>)[] = []): void {
  // Rendering the whole console with antd tables in jsdom is slow, more so on a busy machine.
  vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
  beforeAll(async () => {
    fillJsdomGaps();
    await Promise.all(pages.map((load) => load()));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });
}
