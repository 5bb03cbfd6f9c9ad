/** What a page shares (spec §2): shown in WeChat's share-to-friends and share-to-timeline. */
export interface ShareCard {
  title: string;
  desc?: string | null | undefined;
  /** Absolute, or relative to the page. */
  imgUrl?: string | null | undefined;
  /** The shared item's id (the link's `contentid`). */
  contentId?: number | string | null | undefined;
}

type Listener = () => void;

/**
 * The share card of the page on screen. A page sets it with useShareCard and clears it when
 * it leaves; the shell applies it to WeChat (or the app's default card when none is set).
 */
class ShareCardStore {
  private current: { owner: object; card: ShareCard } | null = null;
  private readonly listeners = new Set<Listener>();

  get = (): ShareCard | null => this.current?.card ?? null;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(owner: object, card: ShareCard): void {
    this.current = { owner, card };
    this.emit();
  }

  /** Clears the card only if `owner` still holds it (the next page may already have set its own). */
  clear(owner: object): void {
    if (this.current?.owner !== owner) return;
    this.current = null;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const shareCardStore = new ShareCardStore();
