import type { PointsActionValue } from '@ia/shared';

// The ledger's source keys, and the port through which other features award points for an action.

/** The ledger's source key of points earned with a campaign's sign-up form. */
export const campaignFormSource = (campaignId: number) => `campaign:${campaignId}:form`;
/** The ledger's source key of points earned by finishing a campaign content (campaign_contents.id). */
export const campaignContentSource = (campaignId: number, campaignContentId: number) =>
  `campaign:${campaignId}:content:${campaignContentId}`;

/** What an event award is about: `key` names the event within its action (made unique per user). */
export interface ActionEvent {
  key: string;
  /** The item it was earned on: per-item caps and the reason's title. */
  target?: { type: number; id: number } | undefined;
  /** What the member reads; by default the rule's name and the item's title. */
  reason?: string | undefined;
  /**
   * False when the answer that triggers it does not carry the score (a console approval): the
   * award then pops up through score-log/up-tip-status. Default true: the caller's answer shows it.
   */
  shownInline?: boolean | undefined;
}

/** Awarding points for an action by its rule; what comments, likes and learning call. */
export interface ActionAwarder {
  awardForAction(userId: number, action: PointsActionValue, event: ActionEvent): Promise<number>;
}

/** Source keys of the event rules (the reconciled ones are in points-reconciler.ts). */
export const actionSource = {
  signIn: (day: string): ActionEvent => ({ key: day }),
  /** One VIEW award per item and China day (the per-item cap limits how many days count). */
  view: (type: number, id: number, day: string): ActionEvent => ({
    key: `${type}:${id}:${day}`,
    target: { type, id },
  }),
  /** One like award per item, ever: unliking and liking again earns nothing more. */
  zan: (type: number, id: number): ActionEvent => ({ key: `${type}:${id}`, target: { type, id } }),
  comment: (commentId: number, type: number, id: number): ActionEvent => ({
    key: String(commentId),
    target: { type, id },
  }),
};
