import { describe, expect, it } from 'vitest';
import type { AdminConsentDocument } from './api/get-consent-documents';
import { groupVersionsByDocument } from './group-versions';

function version(code: string, number: number, current = false): AdminConsentDocument {
  return {
    id: number * 10 + code.length,
    code,
    version: number,
    commit_hash: `${code}-${number}`.padEnd(64, '0'),
    title: `${code} v${number}`,
    body: 'text',
    title_en: `${code} v${number}`,
    body_en: 'text',
    published_at: '2024-01-11T00:00:00Z',
    current,
  };
}

describe('groupVersionsByDocument', () => {
  it('lists the three documents in consent order with versions newest first', () => {
    const groups = groupVersionsByDocument([
      version('terms', 1),
      version('privacy', 1),
      version('terms', 2, true),
      version('privacy', 2, true),
    ]);
    expect(groups.map((group) => group.code)).toEqual(['privacy', 'terms', 'personal_info']);
    expect(groups[1]?.versions.map((entry) => entry.version)).toEqual([2, 1]);
    expect(groups[1]?.current?.version).toBe(2);
    expect(groups[2]).toEqual({ code: 'personal_info', current: undefined, versions: [] });
  });

  it('keeps a document code it does not know, after the known ones', () => {
    const groups = groupVersionsByDocument([version('cookies', 1, true)]);
    expect(groups.map((group) => group.code)).toEqual(['privacy', 'terms', 'personal_info', 'cookies']);
  });
});
