const DAY_MS = 86_400_000;

/** `days` whole days before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
