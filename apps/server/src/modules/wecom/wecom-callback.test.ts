import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  buildContactEvent,
  buildEnvelope,
  type CallbackKeys,
  envelopeCiphertext,
  openCallback,
  parseContactChange,
  sealCallback,
} from './wecom-callback';

// WeCom's published example of the URL check (加解密方案说明, 验证URL有效性).
const PUBLISHED: CallbackKeys = {
  corpId: 'wx5823bf96d3bd56c7',
  callbackToken: 'QDG6eK',
  encodingAesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C',
};
const PUBLISHED_QUERY = {
  msg_signature: '5c45ff5e21c57e6ad56bac8758b79b1d9ac89fd3',
  timestamp: '1409659589',
  nonce: '263014780',
};
const PUBLISHED_ECHOSTR =
  'P9nAzCzyDtyTWESHep1vC5X9xho/qYX3Zpb4yKa9SKld1DsH3Iyt3tP3zNdtp+4RPcs8TgAE7OaBO+FZXvnaqQ==';

const KEYS: CallbackKeys = {
  corpId: 'ww_test_corp',
  callbackToken: 'test_token',
  encodingAesKey: 'aW1hZ2luZy1hY2FkZW15LXNhbmRib3gtd2Vjb20tayE',
};

/** The refusal `run` throws: its catalogue code and message. */
function refusal(run: () => unknown): { code: number; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('the callback crypto (signature, AES-256-CBC, receiveid)', () => {
  it("opens WeCom's published URL-check example", () => {
    expect(openCallback(PUBLISHED, PUBLISHED_QUERY, PUBLISHED_ECHOSTR)).toBe('1616140317555161061');
  });

  it('round-trips a sealed message, signed as sha1 of the sorted token, timestamp, nonce and ciphertext', () => {
    const message = '<xml><Event><![CDATA[change_external_contact]]></Event></xml>';
    const sealed = sealCallback(KEYS, message, { timestamp: '1780000000', nonce: 'n0nce' });
    const sorted = [KEYS.callbackToken, '1780000000', 'n0nce', sealed.encrypt].sort().join('');
    expect(sealed.msg_signature).toBe(createHash('sha1').update(sorted).digest('hex'));
    expect(openCallback(KEYS, sealed, sealed.encrypt)).toBe(message);
  });

  it('refuses a wrong signature, a wrong token, garbage and a message sealed for another corp', () => {
    const sealed = sealCallback(KEYS, 'hello', { timestamp: '1780000000', nonce: 'n' });
    const forged = {
      ...sealed,
      msg_signature: sealed.msg_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    expect(refusal(() => openCallback(KEYS, forged, sealed.encrypt))?.code).toBe(40300);
    expect(
      refusal(() => openCallback({ ...KEYS, callbackToken: 'other' }, sealed, sealed.encrypt))?.code,
    ).toBe(40300);
    // Correctly signed, but not something WeCom sealed.
    const notCiphertext = 'bm90IGEgY2lwaGVydGV4dA==';
    const signedNotCiphertext = {
      ...sealed,
      msg_signature: createHash('sha1')
        .update([KEYS.callbackToken, sealed.timestamp, sealed.nonce, notCiphertext].sort().join(''))
        .digest('hex'),
    };
    expect(refusal(() => openCallback(KEYS, signedNotCiphertext, notCiphertext))?.code).toBe(40000);
    const otherCorp = sealCallback({ ...KEYS, corpId: 'ww_other' }, 'hello', { timestamp: '1', nonce: 'n' });
    expect(refusal(() => openCallback(KEYS, otherCorp, otherCorp.encrypt))?.code).toBe(40000);
  });
});

describe('the callback XML', () => {
  const occurredAt = new Date('2026-06-01T02:00:00.000Z');

  it('reads the ciphertext of an envelope and refuses what is not one', () => {
    expect(envelopeCiphertext(buildEnvelope('ww_test_corp', 'abc+/=='))).toBe('abc+/==');
    expect(
      envelopeCiphertext(
        '<xml><ToUserName><![CDATA[ww1]]></ToUserName><AgentID><![CDATA[]]></AgentID><Encrypt><![CDATA[c2VjcmV0]]></Encrypt></xml>',
      ),
    ).toBe('c2VjcmV0');
    for (const body of [
      'not xml',
      '<xml><Encrypt>a</Encrypt',
      '<xml><ToUserName>x</ToUserName></xml>',
      '{}',
    ]) {
      expect(refusal(() => envelopeCiphertext(body))?.code, body).toBe(40000);
    }
    expect(
      refusal(() => envelopeCiphertext('<xml><Encrypt>a</Encrypt><Encrypt>b</Encrypt></xml>'))?.code,
    ).toBe(40000);
  });

  it('reads the four change types of change_external_contact, keeping ids as text', () => {
    const cases = [
      ['add_external_contact', 'added'],
      ['add_half_external_contact', 'added'],
      ['del_external_contact', 'removed'],
      ['del_follow_user', 'removed'],
    ] as const;
    for (const [changeType, change] of cases) {
      const xml = buildContactEvent('ww_test_corp', {
        changeType,
        wecomUserId: 'zhangsan',
        externalUserId: '0012345',
        occurredAt,
      });
      expect(parseContactChange(xml)).toEqual({
        changeType,
        change,
        wecomUserId: 'zhangsan',
        externalUserId: '0012345',
        occurredAt,
      });
    }
  });

  it("reads WeCom's documented add event as written", () => {
    const xml = `<xml>
      <ToUserName><![CDATA[toUser]]></ToUserName>
      <FromUserName><![CDATA[sys]]></FromUserName>
      <CreateTime>1403610513</CreateTime>
      <MsgType><![CDATA[event]]></MsgType>
      <Event><![CDATA[change_external_contact]]></Event>
      <ChangeType><![CDATA[add_external_contact]]></ChangeType>
      <UserID><![CDATA[zhangsan]]></UserID>
      <ExternalUserID><![CDATA[woAJ2GCAAAXtWyujaWJHDDGi0mACAAAA]]></ExternalUserID>
      <State><![CDATA[teststate]]></State>
      <WelcomeCode><![CDATA[WELCOMECODE]]></WelcomeCode>
    </xml>`;
    expect(parseContactChange(xml)).toEqual({
      changeType: 'add_external_contact',
      change: 'added',
      wecomUserId: 'zhangsan',
      externalUserId: 'woAJ2GCAAAXtWyujaWJHDDGi0mACAAAA',
      occurredAt: new Date(1403610513 * 1000),
    });
  });

  it('ignores other events and change types, and refuses a handled change without its ids', () => {
    const event = (inner: string) =>
      `<xml><CreateTime>1403610513</CreateTime><MsgType><![CDATA[event]]></MsgType>${inner}</xml>`;
    expect(
      parseContactChange(event('<Event>change_external_chat</Event><ChangeType>create</ChangeType>')),
    ).toBeNull();
    expect(
      parseContactChange(
        event(
          '<Event>change_external_contact</Event><ChangeType>edit_external_contact</ChangeType><UserID>a</UserID><ExternalUserID>b</ExternalUserID>',
        ),
      ),
    ).toBeNull();
    expect(
      refusal(() =>
        parseContactChange(
          event(
            '<Event>change_external_contact</Event><ChangeType>add_external_contact</ChangeType><UserID>a</UserID>',
          ),
        ),
      )?.code,
    ).toBe(40000);
    expect(refusal(() => parseContactChange('<xml><MsgType>event</MsgType></xml>'))?.code).toBe(40000);
    expect(
      refusal(() => parseContactChange('<xml><CreateTime>soon</CreateTime><MsgType>event</MsgType></xml>'))
        ?.code,
    ).toBe(40000);
  });
});
