import { describe, expect, it } from 'vitest';
import { findNavItem } from './navigation';
import { can } from './permissions';

describe('operator permissions', () => {
  it('lets administrators and reviewers decide certifications, not content editors', () => {
    expect(can('administrator', 'decideCertification')).toBe(true);
    expect(can('reviewer', 'decideCertification')).toBe(true);
    expect(can('content_editor', 'decideCertification')).toBe(false);
    expect(findNavItem('certifications')?.roles).not.toContain('content_editor');
  });

  it('keeps the CSV import and consent publishing to administrators', () => {
    expect(can('administrator', 'importUsers')).toBe(true);
    expect(can('reviewer', 'importUsers')).toBe(false);
    expect(can('content_editor', 'importUsers')).toBe(false);
    expect(can('administrator', 'publishConsent')).toBe(true);
    expect(can('reviewer', 'publishConsent')).toBe(false);
  });
});
