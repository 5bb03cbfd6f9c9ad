import { timingSafeEqual } from 'node:crypto';
import { decrypt, encrypt, getSignature } from '@wecom/crypto';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** What WeCom signs and seals a callback with (set on the callback URL in WeCom's admin). */
export interface CallbackKeys {
  corpId: string;
  callbackToken: string;
  encodingAesKey: string;
}

/** The query WeCom adds to every callback request. */
export interface SignedQuery {
  msg_signature: string;
  timestamp: string;
  nonce: string;
}

const CALLBACK_SIGNATURE_REJECTED = '企业微信回调签名校验失败';
const CALLBACK_MALFORMED = '企业微信回调内容无法解析';

/**
 * Checks msg_signature (sha1 of the sorted token, timestamp, nonce and ciphertext), decrypts the
 * ciphertext (AES-256-CBC with the EncodingAESKey) and checks it was sealed for our corp.
 * Returns the plain message; anything else is an envelope error.
 */
export function openCallback(keys: CallbackKeys, query: SignedQuery, ciphertext: string): string {
  const expected = getSignature(keys.callbackToken, query.timestamp, query.nonce, ciphertext);
  if (!sameText(expected, query.msg_signature)) throw new AppError('FORBIDDEN', CALLBACK_SIGNATURE_REJECTED);
  let opened: { message: string; id: string };
  try {
    opened = decrypt(keys.encodingAesKey, ciphertext);
  } catch {
    throw new AppError('VALIDATION_FAILED', CALLBACK_MALFORMED);
  }
  // The receiveid: a message sealed for another corp (or garbage that happened to decrypt).
  if (opened.id !== keys.corpId) throw new AppError('VALIDATION_FAILED', CALLBACK_MALFORMED);
  return opened.message;
}

/** The sandbox's half of the protocol: seals and signs a message as WeCom does. */
export function sealCallback(
  keys: CallbackKeys,
  message: string,
  stamp: { timestamp: string; nonce: string },
): SignedQuery & { encrypt: string } {
  const sealed = encrypt(keys.encodingAesKey, message, keys.corpId);
  return {
    msg_signature: getSignature(keys.callbackToken, stamp.timestamp, stamp.nonce, sealed),
    timestamp: stamp.timestamp,
    nonce: stamp.nonce,
    encrypt: sealed,
  };
}

function sameText(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Values stay strings (an id of digits must not become a number); no entities, no DOCTYPE games.
const parser = new XMLParser({ parseTagValue: false, processEntities: false, ignoreDeclaration: true });
const builder = new XMLBuilder({ cdataPropName: '__cdata' });

/** Parses XML (validating it first); null when it is not well-formed. */
function parseXml(xml: string): unknown {
  try {
    return parser.parse(xml, true);
  } catch {
    return null;
  }
}

const envelopeSchema = z.object({
  xml: z.object({
    Encrypt: z
      .string()
      .min(1)
      .max(64 * 1024),
  }),
});

/** The ciphertext of a callback body (`<xml><ToUserName/><AgentID/><Encrypt/></xml>`). */
export function envelopeCiphertext(xml: string): string {
  const envelope = envelopeSchema.safeParse(parseXml(xml));
  if (!envelope.success) throw new AppError('VALIDATION_FAILED', CALLBACK_MALFORMED);
  return envelope.data.xml.Encrypt;
}

/** A callback body carrying `ciphertext`, as WeCom posts it. */
export function buildEnvelope(corpId: string, ciphertext: string): string {
  return builder.build({
    xml: { ToUserName: { __cdata: corpId }, AgentID: { __cdata: '' }, Encrypt: { __cdata: ciphertext } },
  });
}

/** The customer-contact changes this app acts on; WeCom sends others (edit, transfer) it ignores. */
const CONTACT_CHANGE_TYPES = {
  add_external_contact: 'added',
  add_half_external_contact: 'added',
  del_external_contact: 'removed',
  del_follow_user: 'removed',
} as const;
export type ContactChangeType = keyof typeof CONTACT_CHANGE_TYPES;

/** One change of a member's contact with an assistant, from a change_external_contact event. */
export interface ContactChange {
  changeType: ContactChangeType;
  change: 'added' | 'removed';
  /** The assistant: the WeCom member (UserID) whose contact changed. */
  wecomUserId: string;
  externalUserId: string;
  /** The event's CreateTime (whole seconds). */
  occurredAt: Date;
}

// WeCom's UserID is 1–64 bytes; external_userid has no published limit, so leave room.
const wecomUserIdSchema = z.string().min(1).max(64);
const externalUserIdSchema = z.string().min(1).max(128);
const eventSchema = z.object({
  xml: z.object({
    CreateTime: z.string().regex(/^\d{1,12}$/),
    MsgType: z.string(),
    Event: z.string().optional(),
    ChangeType: z.string().optional(),
    UserID: z.string().optional(),
    ExternalUserID: z.string().optional(),
  }),
});

/**
 * The contact change a decrypted event carries, or null for an event this app does not act on.
 * A change_external_contact event of a handled type without its ids is malformed.
 */
export function parseContactChange(xml: string): ContactChange | null {
  const parsed = eventSchema.safeParse(parseXml(xml));
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', CALLBACK_MALFORMED);
  const event = parsed.data.xml;
  if (event.MsgType !== 'event' || event.Event !== 'change_external_contact') return null;
  const changeType = event.ChangeType;
  if (!changeType || !Object.hasOwn(CONTACT_CHANGE_TYPES, changeType)) return null;
  const wecomUserId = wecomUserIdSchema.safeParse(event.UserID);
  const externalUserId = externalUserIdSchema.safeParse(event.ExternalUserID);
  if (!wecomUserId.success || !externalUserId.success) {
    throw new AppError('VALIDATION_FAILED', CALLBACK_MALFORMED);
  }
  const type = changeType as ContactChangeType;
  return {
    changeType: type,
    change: CONTACT_CHANGE_TYPES[type],
    wecomUserId: wecomUserId.data,
    externalUserId: externalUserId.data,
    occurredAt: new Date(Number(event.CreateTime) * 1000),
  };
}

/** A change_external_contact event as WeCom writes it (the sandbox sends these). */
export function buildContactEvent(
  corpId: string,
  change: Pick<ContactChange, 'changeType' | 'wecomUserId' | 'externalUserId' | 'occurredAt'>,
): string {
  return builder.build({
    xml: {
      ToUserName: { __cdata: corpId },
      FromUserName: { __cdata: 'sys' },
      CreateTime: Math.floor(change.occurredAt.getTime() / 1000),
      MsgType: { __cdata: 'event' },
      Event: { __cdata: 'change_external_contact' },
      ChangeType: { __cdata: change.changeType },
      UserID: { __cdata: change.wecomUserId },
      ExternalUserID: { __cdata: change.externalUserId },
    },
  });
}
