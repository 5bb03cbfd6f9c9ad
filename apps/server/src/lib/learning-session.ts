import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SecretRing } from './secret-ring';

/** What a learning session token vouches for: who learns which content, since when. */
export interface LearningSession {
  userId: number;
  contentId: number;
  /** typeMap of the content (1 course, 2 case, 3 other). */
  type: number;
  startedAt: Date;
  /**
   * The session's key in learn_logs.client_session_id: the start time in 13-digit milliseconds,
   * then random hex. Sorting these strings sorts sessions by start, which is how the progress
   * writer tells a later session's position from an earlier one's.
   */
  sessionId: string;
}

const VERSION = 'v1';
const SESSION_ID_PATTERN = /^(\d{13})-[0-9a-f]{16}$/;

/**
 * Signs and verifies the `session_num` of learnlog/create and learn-log. The token carries its
 * own facts under an HMAC, so a heartbeat is checked without reading the database; a forged or
 * altered token, or one issued to someone else, does not verify.
 */
export class LearningSessionSigner {
  private readonly ring: SecretRing;

  /** Signs with the ring's newest key; a token signed with any of its keys verifies (rotation). */
  constructor(secret: Buffer | SecretRing) {
    this.ring = SecretRing.of(secret);
  }

  /** A new session of `userId` on a content, started at `now`. */
  issue(
    userId: number,
    contentId: number,
    type: number,
    now: Date,
  ): { token: string; session: LearningSession } {
    const sessionId = `${String(now.getTime()).padStart(13, '0')}-${randomBytes(8).toString('hex')}`;
    const body = [VERSION, userId, contentId, type, sessionId].join('.');
    return {
      token: `${body}.${this.signature(body, this.ring.current.key)}`,
      session: { userId, contentId, type, startedAt: new Date(now.getTime()), sessionId },
    };
  }

  /** The session a token stands for, or null when it is malformed or its signature is wrong. */
  verify(token: string): LearningSession | null {
    const parts = token.split('.');
    if (parts.length !== 6) return null;
    const [version, userId, contentId, type, sessionId, signature] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (version !== VERSION) return null;
    const body = parts.slice(0, 5).join('.');
    const given = Buffer.from(signature);
    const signedByOneOfOurs = this.ring.keys.some(({ key }) => {
      const expected = Buffer.from(this.signature(body, key));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!signedByOneOfOurs) return null;
    const started = SESSION_ID_PATTERN.exec(sessionId);
    const ids = [userId, contentId, type].map((value) =>
      /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN,
    );
    if (!started?.[1] || ids.some((value) => !Number.isSafeInteger(value))) return null;
    return {
      userId: ids[0] as number,
      contentId: ids[1] as number,
      type: ids[2] as number,
      startedAt: new Date(Number(started[1])),
      sessionId,
    };
  }

  private signature(body: string, key: Buffer): string {
    return createHmac('sha256', key).update(body).digest('base64url');
  }
}
