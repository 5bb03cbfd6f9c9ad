import fc from 'fast-check';
import { type FuzzAnswer, judgeAnswer } from './fuzz-answers';
import {
  anyRequest,
  type FuzzOperation,
  type FuzzRequest,
  type OpenApiDocument,
  operationsOf,
  referenceResolver,
  validRequest,
} from './fuzz-requests';

/** Who sends a case: nobody, a certified member, a console administrator. */
export const FUZZ_ROLES = ['anonymous', 'member', 'operator'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

/** The seed when none is given: every run sends the same requests until someone asks otherwise. */
export const DEFAULT_FUZZ_SEED = 18;

/** The code of an answer that says the session is gone (a case signed its role out). */
const UNAUTHENTICATED = 40100;

/** Where a role's session counts: a member's token means nothing to the console, and the reverse. */
const SESSION_REALM: Record<FuzzRole, string | null> = {
  anonymous: null,
  member: '/api/platform/',
  operator: '/api/admin/',
};

/** The headers that make a request its role's, and a way to sign the role in again. */
export interface FuzzIdentities {
  headers(role: FuzzRole): Record<string, string>;
  /** Signs `role` in again (a case ended its session: a logout, a cancelled account). */
  renew(role: FuzzRole): Promise<void>;
}

/** Sends one request; rejects or never settles when the server fails to answer. */
type FuzzSend = (request: FuzzRequest, signal: AbortSignal) => Promise<FuzzAnswer>;

/** One case of a run: the k-th request to an operation as a role. Its id replays it (FUZZ_CASE). */
export interface FuzzCase {
  id: string;
  operation: FuzzOperation;
  role: FuzzRole;
  index: number;
}

interface FuzzFailure {
  caseId: string;
  role: FuzzRole;
  request: FuzzRequest;
  reason: string;
}

interface RoleCounts {
  requests: number;
  serverErrors: number;
  notEnvelope: number;
  timeouts: number;
  renewals: number;
}

export interface FuzzReport {
  seed: number;
  operations: number;
  byRole: Record<FuzzRole, RoleCounts>;
  /** How many requests of each kind were sent (`valid`, `body: lone surrogate`, `credentials: basic auth`, ...). */
  kinds: Map<string, number>;
  failures: FuzzFailure[];
  /** The cases whose answer said their role's session had ended (a logout, a cancellation). */
  sessionEndedBy: string[];
  /** Cases left unsent when the time ran out. */
  unsent: number;
  durationMs: number;
}

/** FNV-1a: a case's own seed from the run's seed and the case id, so a case is the same in any run. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded shuffle (mulberry32), so deletions and logouts land among the other cases, not in a block. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

export interface FuzzPlanOptions {
  seed: number;
  /** Requests per operation and role; the first of each is a valid one. */
  casesPerRoute: number;
  roles?: readonly FuzzRole[];
  /** Only operations whose key contains this (FUZZ_ROUTE). */
  route?: string;
  /** Only this case (FUZZ_CASE), e.g. `POST /api/admin/tags | operator | 2`. */
  caseId?: string;
}

/** Every case of a run, shuffled by the seed. */
export function planCases(document: OpenApiDocument, options: FuzzPlanOptions): FuzzCase[] {
  const operations = operationsOf(document).filter(
    (operation) => !options.route || operation.key.includes(options.route),
  );
  const cases: FuzzCase[] = [];
  for (const operation of operations) {
    for (const role of options.roles ?? FUZZ_ROLES) {
      for (let index = 0; index < options.casesPerRoute; index += 1) {
        const id = `${operation.key} | ${role} | ${index}`;
        if (!options.caseId || options.caseId === id) cases.push({ id, operation, role, index });
      }
    }
  }
  return shuffled(cases, options.seed);
}

/** Builds each case's request from the seed: the same seed and case id give the same request. */
export function caseRequests(document: OpenApiDocument, seed: number): (fuzzCase: FuzzCase) => FuzzRequest {
  const resolve = referenceResolver(document);
  const arbitraries = new Map<string, { valid: fc.Arbitrary<FuzzRequest>; any: fc.Arbitrary<FuzzRequest> }>();
  return (fuzzCase) => {
    let pair = arbitraries.get(fuzzCase.operation.key);
    if (!pair) {
      pair = {
        valid: validRequest(fuzzCase.operation, resolve),
        any: anyRequest(fuzzCase.operation, resolve),
      };
      arbitraries.set(fuzzCase.operation.key, pair);
    }
    const arbitrary = fuzzCase.index === 0 ? pair.valid : pair.any;
    const [request] = fc.sample(arbitrary, { seed: hash32(`${seed}|${fuzzCase.id}`), numRuns: 1 });
    if (!request) throw new Error(`no request generated for ${fuzzCase.id}`);
    return request;
  };
}

/** `body.items.0.name: lone surrogate` → `body: lone surrogate`: the kind of a request, without its field. */
function kindOf(label: string): string {
  const field = /^(body|params|querystring)(\.[^:]+)?: (.*)$/.exec(label);
  if (field) return `${field[1]}: ${field[3]}`;
  return label.startsWith('upload:') ? 'upload' : label;
}

function sessionEnded(answer: FuzzAnswer): boolean {
  if (answer.status !== 401) return false;
  try {
    return (JSON.parse(answer.body) as { code?: unknown }).code === UNAUTHENTICATED;
  } catch {
    return false;
  }
}

export interface FuzzRunOptions {
  seed: number;
  operations: number;
  cases: FuzzCase[];
  requestOf: (fuzzCase: FuzzCase) => FuzzRequest;
  send: FuzzSend;
  identities: FuzzIdentities;
  /** Requests in flight at once. */
  concurrency: number;
  /** A request not answered within this is a timeout (a hang). */
  timeoutMs: number;
  /** No new case starts after this many milliseconds. */
  timeLimitMs?: number;
  /** Called every `progressEvery` requests. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

const emptyCounts = (): RoleCounts => ({
  requests: 0,
  serverErrors: 0,
  notEnvelope: 0,
  timeouts: 0,
  renewals: 0,
});

/** Sends every case, judges every answer, and counts. Never throws for what the server answers. */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzReport> {
  const started = Date.now();
  const report: FuzzReport = {
    seed: options.seed,
    operations: options.operations,
    byRole: { anonymous: emptyCounts(), member: emptyCounts(), operator: emptyCounts() },
    kinds: new Map(),
    failures: [],
    sessionEndedBy: [],
    unsent: 0,
    durationMs: 0,
  };
  const renewing = new Map<FuzzRole, Promise<void>>();
  const renew = (role: FuzzRole): Promise<void> => {
    let pending = renewing.get(role);
    if (!pending) {
      report.byRole[role].renewals += 1;
      pending = options.identities.renew(role).finally(() => renewing.delete(role));
      renewing.set(role, pending);
    }
    return pending;
  };

  let next = 0;
  let done = 0;
  const runOne = async (fuzzCase: FuzzCase): Promise<void> => {
    const request = options.requestOf(fuzzCase);
    const counts = report.byRole[fuzzCase.role];
    counts.requests += 1;
    const kind = kindOf(request.label);
    report.kinds.set(kind, (report.kinds.get(kind) ?? 0) + 1);
    await renewing.get(fuzzCase.role);
    const sent: FuzzRequest = request.useRoleCredentials
      ? { ...request, headers: { ...options.identities.headers(fuzzCase.role), ...request.headers } }
      : request;
    const failure = (reason: string) =>
      report.failures.push({ caseId: fuzzCase.id, role: fuzzCase.role, request: sent, reason });

    const controller = new AbortController();
    let endedSession = false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
    });
    try {
      const answer = await Promise.race([options.send(sent, controller.signal), timedOut]);
      if (answer === 'timeout') {
        controller.abort();
        counts.timeouts += 1;
        failure(`no answer within ${options.timeoutMs} ms`);
        return;
      }
      const problem = judgeAnswer(fuzzCase.operation.key, answer);
      if (problem) {
        if (answer.status >= 500) counts.serverErrors += 1;
        else counts.notEnvelope += 1;
        failure(problem);
      }
      const realm = SESSION_REALM[fuzzCase.role];
      if (request.useRoleCredentials && realm && request.url.startsWith(realm) && sessionEnded(answer)) {
        report.sessionEndedBy.push(`${fuzzCase.id} (${request.label})`);
        endedSession = true;
      }
    } catch (error) {
      // The connection failed without an answer: the server dropped it (or died).
      counts.notEnvelope += 1;
      failure(`no answer: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
    if (endedSession) {
      // A failed sign-in is the harness's failure, not an answer's: listed, not counted.
      await renew(fuzzCase.role).catch((error: unknown) =>
        failure(`signing in again failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  };

  const worker = async (): Promise<void> => {
    while (next < options.cases.length) {
      if (options.timeLimitMs !== undefined && Date.now() - started > options.timeLimitMs) return;
      const fuzzCase = options.cases[next] as FuzzCase;
      next += 1;
      await runOne(fuzzCase);
      done += 1;
      if (options.onProgress && done % (options.progressEvery ?? 1000) === 0)
        options.onProgress(done, options.cases.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  report.unsent = options.cases.length - next;
  report.durationMs = Date.now() - started;
  return report;
}

/** The run's counts as a table, one line per role and a total. */
export function formatReport(report: FuzzReport): string {
  const rows: [string, RoleCounts][] = Object.entries(report.byRole) as [FuzzRole, RoleCounts][];
  const total = rows.reduce<RoleCounts>((sum, [, counts]) => {
    for (const key of Object.keys(sum) as (keyof RoleCounts)[]) sum[key] += counts[key];
    return sum;
  }, emptyCounts());
  const header = ['role', 'requests', 'answers >= 500', 'outside envelope', 'timeouts', 'signed in again'];
  const lines = [...rows, ['total', total] as [string, RoleCounts]].map(([role, counts]) => [
    role,
    String(counts.requests),
    String(counts.serverErrors),
    String(counts.notEnvelope),
    String(counts.timeouts),
    String(counts.renewals),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [
    format(header),
    ...lines.map(format),
    '',
    `operations ${report.operations}, request kinds ${report.kinds.size}, duration ${(report.durationMs / 1000).toFixed(1)} s, seed ${report.seed}` +
      (report.unsent > 0 ? `, ${report.unsent} cases left unsent at the time limit` : ''),
  ].join('\n');
}

/** The failures, one per operation and reason, each with the line that replays it. */
export function formatFailures(report: FuzzReport, replayCommand: string, limit = 40): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const failure of report.failures) {
    const key = `${failure.caseId.split(' | ')[0]} ${failure.reason.slice(0, 40)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (lines.length >= limit) break;
    const { method, url, headers, body, label } = failure.request;
    const shownBody = body === undefined ? '' : ` body ${JSON.stringify(String(body).slice(0, 160))}`;
    lines.push(
      `- ${failure.reason}\n  ${method} ${url.slice(0, 200)} as ${failure.role} (${label})\n` +
        `  content-type ${headers['content-type'] ?? '(none)'}${shownBody}\n` +
        `  replay: FUZZ_SEED=${report.seed} FUZZ_CASE='${failure.caseId}' ${replayCommand}`,
    );
  }
  return `${report.failures.length} failing requests, ${seen.size} distinct (operation, reason):\n${lines.join('\n')}`;
}

/** A whole number from the environment, or `fallback`. */
export function numberFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, not ${value}`);
  return parsed;
}
