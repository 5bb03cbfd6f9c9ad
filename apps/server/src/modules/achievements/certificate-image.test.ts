import { CERTIFICATE_NUMBER_PATTERN } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { newCertificateNumber, renderCertificateSvg } from './certificate-image';

describe('certificate numbers', () => {
  it('are well-formed, carry the year and never repeat', () => {
    const numbers = Array.from({ length: 5000 }, () => newCertificateNumber(2026));
    for (const number of numbers) {
      expect(number).toMatch(CERTIFICATE_NUMBER_PATTERN);
      expect(number.startsWith('IA-2026-')).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('are not sequential: consecutive numbers share no more than chance', () => {
    const numbers = Array.from({ length: 200 }, () => newCertificateNumber(2026).slice(8).replace(/-/g, ''));
    let samePosition = 0;
    for (let index = 1; index < numbers.length; index += 1) {
      const previous = numbers[index - 1] ?? '';
      const current = numbers[index] ?? '';
      for (let position = 0; position < current.length; position += 1) {
        if (current[position] === previous[position]) samePosition += 1;
      }
    }
    // 16 characters of 32 symbols: about one in 32 positions agree by chance.
    expect(samePosition / (199 * 16)).toBeLessThan(0.1);
  });
});

describe('certificate image', () => {
  it('escapes what it prints and marks a revoked certificate', async () => {
    const svg = await renderCertificateSvg({
      holderName: '<script>张三</script>',
      programName: '影像学院入门证书',
      issuer: '影像学院',
      number: 'IA-2026-AAAA-BBBB-CCCC-DDDD',
      issuedDate: '2026年6月1日',
      verifyUrl: 'https://academy.example.com/h5/verify/IA-2026-AAAA-BBBB-CCCC-DDDD',
      revoked: true,
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;张三');
    expect(svg).toContain('已撤销');
    expect(svg.startsWith('<svg')).toBe(true);
  });
});
