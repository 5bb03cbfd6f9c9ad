import { randomBytes } from 'node:crypto';
import type { SandboxRoleValue, WechatIdentity } from '@ia/shared';
import type { NewUser, SessionsService, UsersRepository } from '../users';

const DAY_MS = 86_400_000;

/** The account state each sandbox role stands for, relative to now. */
function sandboxUserState(role: SandboxRoleValue, now: Date): NewUser {
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
    return this.signIn({ openid: openid ?? `sandbox_${role}_${randomBytes(6).toString('hex')}`, role });
  }

  /**
   * Signs in as an openid of the sandbox app: an existing identity as it is, a new one created
   * in `role`'s state (a bare WeChat user without a role) with `unionid` (default: derived).
   */
  async signIn(identity: {
    openid: string;
    unionid?: string | null;
    role?: SandboxRoleValue;
  }): Promise<WechatIdentity> {
    const { openid, role } = identity;
    const existing = await this.users.findIdentity(this.appId, openid);
    const user = existing
      ? await this.users.findById(existing.userId)
      : await this.users.createWithIdentity(
          { appId: this.appId, openid, unionid: identity.unionid ?? `union_${openid}` },
          { nickname: `测试用户 ${role ?? 'wechat'}`, ...(role ? sandboxUserState(role, this.now()) : {}) },
        );
    if (!user) throw new Error(`identity ${openid} has no user`);
    const unionid = existing ? existing.unionid : (identity.unionid ?? `union_${openid}`);
    const { token } = await this.sessions.issue(user, openid);
    return { token, openid, unionid };
  }
}
