import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('operator passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const first = await hashPassword('影像学院-secret-1');
    const second = await hashPassword('影像学院-secret-1');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('影像学院-secret-1', first)).toBe(true);
    expect(await verifyPassword('影像学院-secret-2', first)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
