import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

/** Crockford base 32: no I, L, O or U, so a number read aloud or typed is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new certificate number, `IA-<year>-XXXX-XXXX-XXXX-XXXX`: 80 random bits, so numbers cannot be
 * guessed or enumerated from one another (the verification page is public).
 */
export function newCertificateNumber(year: number): string {
  const bytes = randomBytes(16);
  let characters = '';
  // 16 characters of 5 bits each: one byte per character, its low five bits (uniform over 32).
  for (const byte of bytes) characters += CROCKFORD[byte & 31];
  const groups = characters.match(/.{4}/g) ?? [];
  return `IA-${year}-${groups.join('-')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface CertificateImageInput {
  holderName: string;
  programName: string;
  issuer: string;
  number: string;
  /** As printed, e.g. 2026年6月1日. */
  issuedDate: string;
  verifyUrl: string;
  revoked: boolean;
}

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

/** Wraps a long programme name onto at most two lines of `perLine` characters. */
function lines(text: string, perLine: number): string[] {
  const characters = [...text];
  if (characters.length <= perLine) return [text];
  const second = characters.slice(perLine, perLine * 2);
  const truncated = characters.length > perLine * 2;
  return [characters.slice(0, perLine).join(''), `${second.join('')}${truncated ? '…' : ''}`];
}

/**
 * The certificate as an SVG document (1000 × 700): holder, programme, date, number, issuer and a
 * QR code to the public verification page. Self-contained (no external fonts or images), so the
 * app can show it and draw it onto a canvas for the share poster.
 */
export async function renderCertificateSvg(input: CertificateImageInput): Promise<string> {
  const qr = await QRCode.toString(input.verifyUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const qrSvg = qr.replace('<svg ', '<svg x="800" y="500" width="140" height="140" ');
  const programLines = lines(input.programName, 18);
  const program = programLines
    .map(
      (line, index) =>
        `<text x="500" y="${375 + index * 44}" font-size="36" font-weight="bold" fill="#0b5cad" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const revoked = input.revoked
    ? `<g transform="rotate(-18 500 350)"><rect x="300" y="300" width="400" height="100" rx="12" fill="none" stroke="#c62828" stroke-width="8"/><text x="500" y="372" font-size="56" font-weight="bold" fill="#c62828" text-anchor="middle">已撤销</text></g>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700" viewBox="0 0 1000 700" font-family="${FONT}">`,
    '<rect width="1000" height="700" fill="#fffdf6"/>',
    '<rect x="24" y="24" width="952" height="652" fill="none" stroke="#c9a14a" stroke-width="6"/>',
    '<rect x="40" y="40" width="920" height="620" fill="none" stroke="#c9a14a" stroke-width="1.5"/>',
    '<text x="500" y="140" font-size="56" font-weight="bold" fill="#7a5a12" text-anchor="middle" letter-spacing="12">结业证书</text>',
    '<text x="500" y="185" font-size="18" fill="#9a7b33" text-anchor="middle" letter-spacing="4">CERTIFICATE OF COMPLETION</text>',
    `<text x="500" y="265" font-size="40" fill="#222" text-anchor="middle">${escapeXml(input.holderName)}</text>`,
    '<line x1="330" y1="282" x2="670" y2="282" stroke="#c9a14a" stroke-width="1.5"/>',
    '<text x="500" y="325" font-size="22" fill="#555" text-anchor="middle">已完成以下项目的全部学习，特发此证</text>',
    program,
    `<text x="80" y="560" font-size="20" fill="#555">颁发单位：${escapeXml(input.issuer)}</text>`,
    `<text x="80" y="595" font-size="20" fill="#555">颁发日期：${escapeXml(input.issuedDate)}</text>`,
    `<text x="80" y="630" font-size="18" fill="#555">证书编号：${escapeXml(input.number)}</text>`,
    qrSvg,
    '<text x="870" y="660" font-size="14" fill="#777" text-anchor="middle">扫码验证真伪</text>',
    revoked,
    '</svg>',
  ].join('');
}

/** An SVG document as a data URL the app can put in an <img> or draw on a canvas. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
