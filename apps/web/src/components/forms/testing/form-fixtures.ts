import { IDENTITY_STORAGE_KEYS, type Region, type UserInfo } from '@ia/shared';
import {
  type ApiStub,
  fail,
  ok,
  type StubRequest,
  type StubRoute,
  stubApi,
} from '../../../lib/testing/api-stub';

/**
 * What the form page tests add to the fetch stub (lib/testing/api-stub): a signed-in browser,
 * the routes every signed-in form page needs, and a key pair to open what `secure` carries.
 */

/** Signs the test browser in, as the login would have. */
function signIn(): void {
  localStorage.setItem(IDENTITY_STORAGE_KEYS.token, 'test-token');
  localStorage.setItem(IDENTITY_STORAGE_KEYS.openid, 'test-openid');
}

const PROVINCES: Region[] = [
  { AREACODE: '11', AREANAME: '北京市', ISHOT: 0 },
  { AREACODE: '44', AREANAME: '广东省', ISHOT: 0 },
];
const CITIES: Record<string, Region[]> = {
  '11': [{ AREACODE: '1101', AREANAME: '北京市', ISHOT: 1 }],
  '44': [
    { AREACODE: '4401', AREANAME: '广州市', ISHOT: 1 },
    { AREACODE: '4403', AREANAME: '深圳市', ISHOT: 1 },
  ],
};

/** GET region/list: two provinces and their cities. */
const regionRoute = (request: StubRequest) => {
  const parent = request.url.searchParams.get('parent');
  return ok(parent ? (CITIES[parent] ?? []) : PROVINCES);
};

/** GET hospital/get-hospital: two hospitals in Beijing, filtered by keyword. */
const hospitalRoute = (request: StubRequest) => {
  const keyword = request.url.searchParams.get('keyword') ?? '';
  const hospitals = [
    { id: 501, name: '北京协和医院', province: '11', city: '1101', grade: '三级甲等' },
    { id: 502, name: '北京大学第一医院', province: '11', city: '1101', grade: '三级甲等' },
  ];
  return ok(hospitals.filter((hospital) => hospital.name.includes(keyword)));
};

/** An RSA key pair like the server's, to check what `secure` carries. */
async function createTestKeyPair(): Promise<{ pem: string; privateKey: CryptoKey }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const base64 = btoa(String.fromCharCode(...spki));
  const pem = `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----`;
  return { pem, privateKey: pair.privateKey };
}

/** Opens a `secure` string with the test private key (what the server's FieldCryptoService does). */
export async function openSecure(secure: string, privateKey: CryptoKey): Promise<Record<string, unknown>> {
  const [, , keyPart, ivPart, cipherPart] = secure.split('.');
  const bytes = (text: string | undefined) => Uint8Array.from(atob(text ?? ''), (char) => char.charCodeAt(0));
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes(keyPart));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes(ivPart) },
    aesKey,
    bytes(cipherPart),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
}

/** The routes every signed-in page needs: the user, regions, hospitals, the key and the user-check calls. */
function baseRoutes(user: UserInfo, keyPem = 'unused'): Record<string, StubRoute> {
  return {
    'GET /member/me': () => ok(user),
    'GET /region/list': regionRoute,
    'GET /hospital/get-hospital': hospitalRoute,
    'GET /crypto/public-key': () =>
      ok({ public_key: keyPem, algorithm: 'RSA-OAEP-256+A256GCM', key_id: 'testkey0000000001' }),
    'GET /api/wap/empty-user': () => (user.registered ? ok(null) : fail(40301, '未注册')),
    'POST /member/gettruman': () => ok({ all_active: user.all_active, registered: user.registered }),
    'GET /istip/get-istip': () =>
      ok({ istip: 0, days_left: user.trial.days_left, certified: user.certified }),
  };
}

export interface FormPageStub {
  api: ApiStub;
  /** Opens what the page sealed into `secure` (see openSecure). */
  privateKey: CryptoKey;
}

/**
 * Signs the browser in and stubs the API for a form page: the routes every signed-in page needs
 * for `user`, with a fresh key pair, plus `routes`. Strict, so a call nobody stubbed shows up.
 */
export async function stubFormPage(
  user: UserInfo,
  routes: Record<string, StubRoute> = {},
): Promise<FormPageStub> {
  signIn();
  const keys = await createTestKeyPair();
  const api = stubApi({ ...baseRoutes(user, keys.pem), ...routes }, { strict: true });
  return { api, privateKey: keys.privateKey };
}
