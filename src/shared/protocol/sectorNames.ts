// Sector ids of the market lists (`base-ecosystem`, `rwa`) as a person reads them ("Base
// Ecosystem", "Real-World Assets"). The service sends ids only; the filter keeps using them.

/** Words whose usual spelling is not a capitalised word; whole ids with a name of their own. */
const SPELLED: Readonly<Record<string, string>> = {
  ai: 'AI', bnb: 'BNB', defi: 'DeFi', dex: 'DEX', nft: 'NFT', nfts: 'NFTs', pow: 'Proof of Work', pos: 'Proof of Stake',
  rwa: 'Real-World Assets', depin: 'DePIN', socialfi: 'SocialFi', gamefi: 'GameFi', dao: 'DAO', l1: 'L1', l2: 'L2',
  'layer-1': 'Layer 1', 'layer-2': 'Layer 2', 'exchange-tokens': 'Exchange Tokens', 'bnb-chain': 'BNB Chain',
};

export function sectorName(id: string): string {
  const whole = SPELLED[id.toLowerCase()];
  if (whole) return whole;
  return id.split(/[-_\s]+/).filter(Boolean)
    .map((w) => SPELLED[w.toLowerCase()] ?? `${w[0]!.toUpperCase()}${w.slice(1)}`).join(' ');
}

/** A row's comma-separated sectors, named. */
export function sectorNames(categories: string): string {
  return categories.split(',').map((s) => s.trim()).filter(Boolean).map(sectorName).join(', ');
}
