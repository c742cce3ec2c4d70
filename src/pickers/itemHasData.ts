// Whether the service has data for an item: its own summary answers (an unknown name answers
// "That item does not exist"). The panel opened for it asks the same, so the client serves both
// from one request.
import type { RequestOptions, SocialClient } from '../api/service';
import type { CreatorNetwork } from '../api/values';
import type { ItemRef } from '../items';
import { creatorParts, postParts } from '../items';

export async function itemHasData(client: SocialClient, ref: ItemRef, options: RequestOptions): Promise<boolean> {
  try {
    switch (ref.kind) {
      case 'topic': await client.topic(ref.id, options); return true;
      case 'category': await client.category(ref.id, options); return true;
      case 'coin': await client.coin(ref.id, options); return true;
      case 'stock': await client.stock(ref.id, options); return true;
      case 'nft': await client.nft(ref.id, options); return true;
      case 'creator': {
        const parts = creatorParts(ref);
        if (!parts) return false;
        await client.creator(parts.network as CreatorNetwork, parts.id, options);
        return true;
      }
      case 'post': {
        const parts = postParts(ref);
        if (!parts) return false;
        await client.post(parts.type, parts.id, options);
        return true;
      }
      default: return false;
    }
  } catch {
    return false;
  }
}
