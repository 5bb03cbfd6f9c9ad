import { describe, expect, it } from 'vitest';
import { LearningSessionSigner } from './learning-session';

const signer = new LearningSessionSigner(Buffer.alloc(32, 7));
const at = new Date('2026-06-01T02:00:00.000Z');

describe('LearningSessionSigner', () => {
  it('verifies its own token back to the session it issued', () => {
    const { token, session } = signer.issue(42, 9, 1, at);
    expect(token.length).toBeLessThanOrEqual(200);
    expect(session.sessionId.length).toBeLessThanOrEqual(64);
    expect(signer.verify(token)).toEqual({
      userId: 42,
      contentId: 9,
      type: 1,
      startedAt: at,
      sessionId: session.sessionId,
    });
  });

  it('gives every session its own id, ordered by start time', () => {
    const first = signer.issue(1, 1, 1, at).session.sessionId;
    const again = signer.issue(1, 1, 1, at).session.sessionId;
    const later = signer.issue(1, 1, 1, new Date(at.getTime() + 1)).session.sessionId;
    expect(again).not.toBe(first);
    expect([later, first].sort()[1]).toBe(later);
  });

  it('refuses an altered, truncated, foreign or malformed token', () => {
    const { token } = signer.issue(42, 9, 1, at);
    const parts = token.split('.');
    const tampered = (index: number, value: string) =>
      parts.map((part, position) => (position === index ? value : part)).join('.');
    expect(signer.verify(tampered(1, '43'))).toBeNull();
    expect(signer.verify(tampered(2, '10'))).toBeNull();
    const signature = parts[5] ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(tampered(5, flipped))).toBeNull();
    expect(signer.verify(parts.slice(0, 5).join('.'))).toBeNull();
    expect(new LearningSessionSigner(Buffer.alloc(32, 8)).verify(token)).toBeNull();
    expect(signer.verify('')).toBeNull();
    expect(signer.verify('v1.a.b.c.d.e')).toBeNull();
  });
});
