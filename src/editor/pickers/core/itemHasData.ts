// Whether the service has an item: its own summary answers (an unknown name answers "That item
// does not exist"). The panel opened for it asks the same, so the client serves both from one
// request.
import { isServiceError } from '../../../service/api/errors';
import type { RequestOptions, SocialClient } from '../../../service/api/service';
import type { CreatorNetwork } from '../../../service/api/values';
import type { ItemRef } from '../../../shared/items';
import { creatorParts, postParts } from '../../../shared/items';

/**
 * 'missing' only when the service said it has no such item; 'unknown' when it could not tell
 * (no key, a plan or quota refusal, no connection): the panel opened for it says why.
 */
export type Presence = 'found' | 'missing' | 'unknown';

async function ask(client: SocialClient, ref: ItemRef, options: RequestOptions): Promise<Presence> {
  switch (ref.kind) {
    case 'topic': await client.topic(ref.id, options); return 'found';
    case 'category': await client.category(ref.id, options); return 'found';
    case 'coin': await client.coin(ref.id, options); return 'found';
    case 'stock': await client.stock(ref.id, options); return 'found';
    case 'nft': await client.nft(ref.id, options); return 'found';
    case 'creator': {
      const parts = creatorParts(ref);
      if (!parts) return 'missing';
      await client.creator(parts.network as CreatorNetwork, parts.id, options);
      return 'found';
    }
    case 'post': {
      const parts = postParts(ref);
      if (!parts) return 'missing';
      await client.post(parts.type, parts.id, options);
      return 'found';
    }
    default: return 'unknown';
  }
}

export async function itemPresence(client: SocialClient, ref: ItemRef, options: RequestOptions): Promise<Presence> {
  try {
    return await ask(client, ref, options);
  } catch (e) {
    return isServiceError(e) && e.kind === 'not-found' ? 'missing' : 'unknown';
  }
}

export async function itemHasData(client: SocialClient, ref: ItemRef, options: RequestOptions): Promise<boolean> {
  return (await itemPresence(client, ref, options)) === 'found';
}
