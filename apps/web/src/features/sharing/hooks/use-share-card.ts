import { useEffect, useState } from 'react';
import { type ShareCard, shareCardStore } from '../lib/share-card-store';

/**
 * Makes `card` what WeChat shares from this page (spec §2): title, description, image, and a
 * link with source={openid}, from=timeline|appmessage, sharedata=true and contentid. Pass null
 * while the page's data is loading; the app's default card shows meanwhile and after leaving.
 */
export function useShareCard(card: ShareCard | null | undefined): void {
  const [owner] = useState(() => ({}));
  const title = card?.title;
  const desc = card?.desc;
  const imgUrl = card?.imgUrl;
  const contentId = card?.contentId;
  useEffect(() => {
    if (!title) {
      shareCardStore.clear(owner);
      return;
    }
    shareCardStore.set(owner, { title, desc, imgUrl, contentId });
  }, [owner, title, desc, imgUrl, contentId]);
  useEffect(() => () => shareCardStore.clear(owner), [owner]);
}
