import type { WecomStatus } from '@ia/shared';
import { AppError, appError } from '../../lib/app-error';
import type { UpstreamLogger } from '../../lib/upstream';
import { presentWecomStatus } from './wecom.presenter';
import type { WecomRepository } from './wecom.repository';
import type { WecomAccessTokenService } from './wecom-access-token.service';
import { WECOM_UNAVAILABLE_MESSAGE, type WecomApiClient, WecomApiError } from './wecom-api.client';
import {
  type CallbackKeys,
  envelopeCiphertext,
  openCallback,
  parseContactChange,
  type SignedQuery,
} from './wecom-callback';

/** What the callback answers WeCom once an event is handled (or knowingly ignored). */
const CALLBACK_ACKNOWLEDGED = 'success';

/** The WeCom side of the service, absent when WeCom is not set up. */
export interface WecomConnection {
  keys: CallbackKeys;
  client: WecomApiClient;
  accessToken: WecomAccessTokenService;
}

/**
 * Whether members have added the academy's WeCom assistant, learned from WeCom's
 * change_external_contact callbacks (decision 021). Without WeCom set up, every member answers
 * added=false and the callback is refused.
 */
export class WecomService {
  constructor(
    private readonly repository: WecomRepository,
    private readonly connection: WecomConnection | null,
    private readonly now: () => Date,
    private readonly logger?: UpstreamLogger | undefined,
  ) {}

  /** GET callback: WeCom checks the URL by having us decrypt `echostr` and send it back. */
  verifyUrl(query: SignedQuery & { echostr: string }): string {
    return openCallback(this.requireConnection().keys, query, query.echostr);
  }

  /**
   * POST callback: checks and opens the event, then records an add (with the contact's unionid
   * from externalcontact/get) or a removal. A replayed or overtaken event changes nothing and
   * costs no WeCom call; a WeCom failure answers an error so WeCom delivers the event again.
   */
  async receive(query: SignedQuery, body: string): Promise<string> {
    const connection = this.requireConnection();
    const change = parseContactChange(openCallback(connection.keys, query, envelopeCiphertext(body)));
    if (!change) return CALLBACK_ACKNOWLEDGED;
    const known = await this.repository.find(change.externalUserId, change.wecomUserId);
    if (known && known.eventAt >= change.occurredAt) return CALLBACK_ACKNOWLEDGED;
    const unionid =
      change.change === 'added' ? await this.unionidOf(connection, change.externalUserId) : null;
    await this.repository.applyChange({ ...change, unionid }, this.now());
    return CALLBACK_ACKNOWLEDGED;
  }

  /**
   * member/getWecomStatus for a signed-in member. Without WeCom set up nothing keeps the rows
   * current, so none are trusted: everyone answers added=false.
   */
  async status(user: { id: number }): Promise<WecomStatus> {
    if (!this.connection) return presentWecomStatus(undefined);
    return presentWecomStatus(await this.repository.standingContactOf(user.id));
  }

  private requireConnection(): WecomConnection {
    if (!this.connection) throw appError('WECOM_NOT_CONFIGURED');
    return this.connection;
  }

  private async unionidOf(
    { client, accessToken }: WecomConnection,
    externalUserId: string,
  ): Promise<string | null> {
    try {
      const contact = await accessToken.withToken((token) => client.externalContact(token, externalUserId));
      return contact.unionid;
    } catch (error) {
      if (!(error instanceof WecomApiError)) throw error;
      this.logger?.warn(
        { endpoint: error.endpoint, errcode: error.errcode, errmsg: error.errmsg },
        'WeCom refused a customer-contact request',
      );
      throw new AppError('SERVICE_UNAVAILABLE', WECOM_UNAVAILABLE_MESSAGE, { wecom_errcode: error.errcode });
    }
  }
}
