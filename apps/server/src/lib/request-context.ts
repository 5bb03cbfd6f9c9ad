/** Where a sign-in came from, kept with the session it creates. */
export interface RequestContext {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

const USER_AGENT_MAX = 500;

/** The context as session tables store it: nulls for unknowns, the user agent cut to a sane length. */
export function storedRequestContext(context: RequestContext): {
  ip: string | null;
  userAgent: string | null;
} {
  return { ip: context.ip ?? null, userAgent: context.userAgent?.slice(0, USER_AGENT_MAX) ?? null };
}
