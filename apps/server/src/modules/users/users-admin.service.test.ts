import { describe, expect, it } from 'vitest';
import type { RegionsService } from '../regions/regions.service';
import type { AdminUsersRepository, ImportWrite } from './users-admin.repository';
import { AdminUsersService } from './users-admin.service';

/** A unique-index violation as both database drivers report it. */
const uniqueViolation = () => Object.assign(new Error('duplicate key value'), { code: '23505' });

function serviceWith(writeImport: (writes: ImportWrite[]) => Promise<void>) {
  const repository = {
    identitiesByOpenid: async () => [],
    holdersOfMobiles: async () => [],
    hospitalsNamed: async () => [],
    writeImport,
  } as unknown as AdminUsersRepository;
  const regions = { list: async () => [] } as unknown as RegionsService;
  return new AdminUsersService(repository, regions, 'wx_app', () => new Date('2026-06-01T00:00:00Z'));
}

describe('AdminUsersService.importCsv when a write races another writer', () => {
  it('retries the failed batch row by row and refuses only the clashing row', async () => {
    const stored: string[] = [];
    const service = serviceWith(async (writes) => {
      if (writes.some((write) => write.kind === 'create' && write.identity.openid === 'o_taken')) {
        throw uniqueViolation();
      }
      for (const write of writes) if (write.kind === 'create') stored.push(write.identity.openid);
    });
    const result = await service.importCsv('openid,mobile\no_1,13812345678\no_taken,13912345678\no_3,\n');
    expect(result).toEqual({
      created: 2,
      updated: 0,
      errors: [{ line: 3, message: 'openid 或手机号已被其他用户使用，请重新导入该行' }],
    });
    expect(stored).toEqual(['o_1', 'o_3']);
  });

  it('lets any other database failure surface as a server error', async () => {
    const service = serviceWith(async () => {
      throw new Error('connection lost');
    });
    await expect(service.importCsv('openid\no_1\n')).rejects.toThrow('connection lost');
  });
});
