// Sectors of the coins list that the service names in every account: what is offered, or
// suggested for a sector it does not know, before a coins list says which it has. Pure.

/** Sectors offered before any coins list is cached (the service names more). */
export const COMMON_SECTORS: readonly string[] = ['defi', 'layer-1', 'layer-2', 'meme', 'stablecoin', 'ai', 'gaming', 'exchange-tokens', 'nft', 'privacy'];
