import { randomBytes } from 'node:crypto';
import type { SandboxRoleValue, WechatIdentity } from '@ia/shared';
import type { SessionsService } from '../users/sessions.service';
import type { NewUser, UsersRepository } from '../users/users.repository';

const DAY_MS = 86_400_000;

/** The account state each sandbox role stands for, relative to now. */
export function sandboxUserState(role: SandboxRoleValue, now: Date): NewUser {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  switch (role) {
    case 'wechat':
      return {};
    case 'registered':
      return { kind: 'member', registeredAt: daysAgo(1) };
    case 'consented':
    case 'trial':
      return { kind: 'member', registeredAt: daysAgo(5), consentedAt: daysAgo(5) };
    case 'trial_expired':
      return { kind: 'member', registeredAt: daysAgo(40), consentedAt: daysAgo(40) };
    case 'certified':
      return {
        kind: 'member',
        registeredAt: daysAgo(60),
        consentedAt: daysAgo(60),
        certifiedAt: daysAgo(50),
      };
    case 'staff':
      return { kind: 'staff', registeredAt: daysAgo(10), consentedAt: daysAgo(10) };
  }
}

/** Development-only sign-in as a test user in a given state; used by e2e fixtures (`loginAs`). */
export class SandboxService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly appId: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login(role: SandboxRoleValue, openid?: string): Promise<WechatIdentity> {
    const resolvedOpenid = openid ?? `sandbox_${role}_${randomBytes(6).toString('hex')}`;
    const unionid = `union_${resolvedOpenid}`;
    const user =
      (await this.users.findByOpenid(this.appId, resolvedOpenid)) ??
      (await this.users.createWithIdentity(
        { appId: this.appId, openid: resolvedOpenid, unionid },
        { nickname: `测试用户 ${role}`, ...sandboxUserState(role, this.now()) },
      ));
    const { token } = await this.sessions.issue(user, resolvedOpenid);
    return { token, openid: resolvedOpenid, unionid };
  }
}
