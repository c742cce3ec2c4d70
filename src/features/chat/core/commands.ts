// What an @pulse request asks for: a command's words read into a tool call, and the follow-ups
// each answer suggests. Pure: the participant (participant.ts) does the editor part.
import type { ItemRef } from '../../../shared/items';
import * as l10n from '../../../shared/format/l10n';
import { ownMarkdown, tMarkdown } from '../../../editor/sinks/neutral';
import type { MarkdownText } from './render';
import { MARKET_SORTS, type MarketSort, type ToolId } from './specs';
import { parseLookup } from '../../../shared/lookup/parse';
import { COMMON_SECTORS } from '../../../shared/protocol/sectors';

export const PARTICIPANT_COMMANDS = ['trending', 'topic', 'compare', 'coins', 'report'] as const;
export type ParticipantCommand = (typeof PARTICIPANT_COMMANDS)[number];

export type Intent = { tool: ToolId; input: Record<string, unknown>; command: ParticipantCommand | 'free' } | { help: MarkdownText };

/** The commands, with examples (the examples are commands: they stay as @pulse reads them). */
export function help(): MarkdownText {
  return ownMarkdown([
    l10n.t('Ask **@pulse** about social and market data, for example:'),
    l10n.t('- `/trending` (or `/trending 20`): the trending topics'),
    l10n.t('- `/topic solana`: summary, sentiment by network and what people say'),
    l10n.t('- `/compare solana, ethereum, bitcoin`: 2 to 5 topics side by side'),
    l10n.t('- `/coins top 10 by galaxy score in defi` (or `/coins stocks`): coin and stock lists'),
    l10n.t('- `/report bitcoin`: the markdown report, with a button to insert it into your note'),
    '',
    l10n.t('When a model answers with the tools, a chat turn spends up to 10 requests of your quota without asking; past that, each call asks first and shows what was spent.'),
  ].join('\n'));
}

/** The first that matches names the sort: a period's change before the words inside it ("24 hour" holds "hour"). */
const SORT_WORDS: readonly [RegExp, MarketSort][] = [
  // a coin's share of the market's cap orders coins as their cap does
  [/galaxy/, 'galaxy_score'], [/alt ?rank/, 'alt_rank'], [/social (volume|vol)/, 'social_volume_24h'], [/market dominance/, 'market_cap'],
  [/dominance/, 'social_dominance'], [/interactions?/, 'interactions_24h'], [/sentiment/, 'sentiment'], [/volume/, 'volume_24h'], [/volatil/, 'volatility'],
  [/\b7 ?-?d|week/, 'percent_change_7d'], [/\b30 ?-?d|month/, 'percent_change_30d'], [/\b24 ?-?h|\bday\b|daily/, 'percent_change_24h'],
  [/\b1 ?-?h|hour/, 'percent_change_1h'],
  [/change|gain|mover|loser|perform/, 'percent_change_24h'], [/price/, 'price'], [/market ?cap|\bcap\b/, 'market_cap'],
];

/** How many rows: the number after "top", else a number standing alone (not "layer-2", "24 hours", "7d"). */
function countOf(text: string): number | undefined {
  const m = /\btop\s+(\d{1,3})\b/.exec(text) ?? /(?<![\w.-])(\d{1,3})(?![\w.%-])(?!\s*(?:h|hours?|d|days?|weeks?|months?)\b)/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/**
 * The words asking `/compare` for the week of hours ("this week", "over the last week", "week:",
 * "trend", "series"): they ask, they name no topic. Only standing alone (a leading "week:", the
 * text's last words, or a whole name), never inside a name ("trend micro", "series one").
 */
const SERIES_WORDS = String.raw`(?:(?:over|in|for|during)\s+)?(?:the\s+)?(?:(?:this|last|past)\s+)?(?:week|weekly|trends?|series)`;
const LEADING_SERIES = new RegExp(String.raw`^\s*${SERIES_WORDS}\s*:`, 'i');
const TRAILING_SERIES = new RegExp(String.raw`(?:^|\s)${SERIES_WORDS}\s*$`, 'i');
const WHOLE_SERIES = new RegExp(String.raw`^${SERIES_WORDS}$`, 'i');

/** The names `/compare` is asked for, and whether it is asked for the week of hours. */
function compareWords(text: string): { topics: string[]; withSeries: boolean } {
  const rest = text.replace(LEADING_SERIES, ' ').replace(TRAILING_SERIES, ' ');
  const parts = splitTopics(rest);
  const topics = parts.filter((t) => !WHOLE_SERIES.test(t));
  return { topics, withSeries: rest !== text || topics.length < parts.length };
}

/** "solana, ethereum and bitcoin", "solana vs ethereum", "solana vs. ethereum" */
export function splitTopics(text: string): string[] {
  return text.split(/\s*(?:,|;|\bvs\b\.?|\bversus\b|\band\b|&)\s*/i).map((t) => t.trim()).filter(Boolean);
}

/** Words after "in" that name a time or nothing ("in the last 24 hours", "in 7d"), not a sector. */
const NOT_SECTORS = /^(?:the|a|an|this|that|last|past|next|my|our|total|terms|order|time|today|\d+[a-z]{0,5}|hours?|days?|weeks?|months?|years?)$/;

/** "in defi", "sector layer-2": a sector the service names, or a word that is no time and no stop word. */
function sectorOf(text: string): string | undefined {
  for (const [, word] of text.matchAll(/\b(?:in|sector|filter)\s+([a-z0-9_-]+)/g)) {
    if (COMMON_SECTORS.includes(word!) || !NOT_SECTORS.test(word!)) return word;
  }
  return undefined;
}

function coins(text: string): Record<string, unknown> {
  const t = text.toLowerCase();
  const input: Record<string, unknown> = { asset: /\bstocks?\b/.test(t) ? 'stocks' : 'coins' };
  const limit = countOf(t);
  if (limit !== undefined) input.limit = Math.min(50, Math.max(1, limit));
  const sortPart = /\bby ([a-z0-9 %-]+?)(?:\s+in\b|$)/.exec(t)?.[1] ?? t;
  // "losers", "worst performers": the day's change, lowest first, unless a figure is named
  const sort = SORT_WORDS.find(([re]) => re.test(sortPart))?.[1];
  if (sort && (MARKET_SORTS as readonly string[]).includes(sort)) input.sort = sort;
  if (/\b(lowest|worst|bottom|losers?|ascending)\b/.test(t)) input.desc = false;
  const filter = sectorOf(t);
  if (filter && input.asset === 'coins') input.filter = filter;
  if (/\b(live|now|latest)\b/.test(t)) input.live = true;
  return input;
}

/**
 * What `/report` names: a topic, or what says its own kind ("category defi", "twitter/elonmusk",
 * a pasted profile or post address). Anything else goes to the tool as a topic, which says what is wrong.
 */
function reportInput(text: string): Record<string, unknown> {
  const named = /^(topic|category|creator|post)\s+(.+)$/i.exec(text);
  const rest = named?.[2] ?? text;
  const parsed = parseLookup(rest, (named?.[1]?.toLowerCase() ?? 'topic') as 'topic' | 'category' | 'creator' | 'post');
  if (!('ref' in parsed)) return { kind: named?.[1]?.toLowerCase() ?? 'topic', id: rest };
  const { kind, id } = parsed.ref;
  if (kind === 'category') return { kind, id };
  if (kind === 'creator' || kind === 'post') {
    const [network, own] = id.split('::');
    return { kind, id: own, network };
  }
  return { kind: 'topic', id: rest };
}

/** Reads a request: a command with its words, or a free question (read by rules when no model helps). */
export function readRequest(command: string | undefined, prompt: string): Intent {
  const text = prompt.trim();
  switch (command) {
    case 'trending':
      return { tool: 'trending', command, input: { limit: Math.min(50, Math.max(1, countOf(text) ?? 10)) } };
    case 'topic':
      return text ? { tool: 'topic', command, input: { topic: text } } : { help: tMarkdown(l10n.t('Name a topic: `/topic solana`.')) };
    case 'compare': {
      const input = compareWords(text);
      const distinct = new Set(input.topics.map((t) => t.toLowerCase())).size;
      return distinct >= 2 && distinct <= 5
        ? { tool: 'compare', command, input }
        : { help: tMarkdown(l10n.t('Name 2 to 5 topics: `/compare solana, ethereum`.')) };
    }
    case 'coins':
      return { tool: 'market', command, input: coins(text) };
    case 'report':
      return text ? { tool: 'report', command, input: reportInput(text) } : { help: tMarkdown(l10n.t('Name a topic: `/report bitcoin`.')) };
    default:
      break;
  }
  if (!text) return { help: help() };
  return readQuestion(text.replace(/[?!.]+$/, '').trim());
}

/** "how is sentiment on solana vs ethereum this week": the name nearest the "vs" on each side. */
function nearest(parts: string[]): string[] {
  return parts.map((p, n) => {
    const words = p.split(/\s+/);
    if (words.length <= 2) return p;
    return n === 0 ? words.at(-1)! : words[0]!;
  });
}

function readQuestion(text: string): Intent {
  const lower = text.toLowerCase();
  if (/\btrending\b|\bwhat'?s hot\b/.test(lower)) return { tool: 'trending', command: 'free', input: { limit: Math.min(50, Math.max(1, countOf(lower) ?? 10)) } };
  const vs = /(?:compare\s+)?(.+?\s+(?:vs\.?|versus)\s+.+)$/i.exec(text)?.[1] ?? (/^compare\s+(.+)$/i.exec(text)?.[1]);
  if (vs && splitTopics(vs).length >= 2) return { tool: 'compare', command: 'free', input: { topics: nearest(splitTopics(vs)).slice(0, 5) } };
  if (/\b(coins?|stocks?|crypto prices)\b/.test(lower)) return { tool: 'market', command: 'free', input: coins(text) };
  // a short name is a topic: "solana", "how is bitcoin doing?" keeps its last words
  const name = /^(?:how is|what about|tell me about|topic)?\s*(.+?)\s*(?:doing)?\??$/i.exec(text)?.[1] ?? text;
  if (name.split(/\s+/).length <= 3) return { tool: 'topic', command: 'free', input: { topic: name } };
  return { help: ownMarkdown(`${l10n.t('Without a language model, @pulse answers commands.')} ${help()}`) };
}

export interface Followup {
  command: ParticipantCommand;
  /** The command's words, as @pulse reads them (its grammar is English). */
  prompt: string;
  /** What the person reads on the follow-up. */
  label: MarkdownText;
}

function ask(command: ParticipantCommand, prompt: string, label: MarkdownText): Followup {
  return { command, prompt, label };
}

/** Follow-up prompts after an answer about `refs`, as `/command words`. */
export function followups(command: ParticipantCommand | 'free', refs: readonly ItemRef[]): Followup[] {
  const topics = refs.filter((r) => r.kind === 'topic');
  const first = topics[0];
  const out: Followup[] = [];
  if (command === 'trending' && first) {
    out.push(ask('topic', first.id, tMarkdown(l10n.t('More on {0}'), first.title)));
    if (topics[1]) out.push(ask('compare', `${first.id}, ${topics[1].id}`, tMarkdown(l10n.t('Compare {0} and {1}'), first.title, topics[1].title)));
  } else if ((command === 'topic' || command === 'free') && first) {
    out.push(ask('report', first.id, tMarkdown(l10n.t('Report on {0}'), first.title)));
    out.push(ask('compare', `${first.id}, bitcoin`, tMarkdown(l10n.t('Compare {0} with Bitcoin'), first.title)));
  } else if (command === 'compare') {
    for (const t of topics.slice(0, 2)) out.push(ask('topic', t.id, tMarkdown(l10n.t('More on {0}'), t.title)));
  } else if (command === 'coins') {
    out.push(ask('coins', 'top 10 by galaxy score', tMarkdown(l10n.t('Coins by Galaxy Score'))));
    out.push(ask('trending', '', tMarkdown(l10n.t('Trending topics'))));
  } else if (command === 'report' && first) {
    out.push(ask('topic', first.id, tMarkdown(l10n.t('Summary of {0}'), first.title)));
  }
  return out.filter((f) => f.command !== 'compare' || !/^(bitcoin), bitcoin$/.test(f.prompt));
}
