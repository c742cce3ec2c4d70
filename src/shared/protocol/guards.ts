// Runtime guards for every message kind. The host treats webview messages as untrusted input
// (a compromised or buggy webview must not make it open `file:` links or load odd sections);
// the webview checks the envelope of host messages before rendering them.
import { isShownZone } from '../format/zone';
import { isItemRef, type ItemRef } from '../items';
import type {
  AnswerMeta, ErrorInfo, HostMessage, ListProgress, LoadMessage, WebviewMessage,
} from './messages';
import { isObj, isOneOf } from './check';
import { isBacktestParamsMessage } from './backtest';
import { isCompareActionMessage, isCompareSubjects } from './compare';
import { FIX_ACTIONS } from './fixes';
import { isItemActionMessage } from './people';
import { isReportActionMessage, isReportQuery } from './report';
import { TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS } from '../../service/api/values';
import {
  VIEW_TYPES,
  type CoinsView, type KeptChoices, type PostsQuery, type PriceChartState, type SectionId, type SeriesQuery, type TableId, type ViewKind,
} from './views';

type Obj = Record<string, unknown>;

// records, not lists: a section or table added to its type does not compile until it is here
const SECTION_IDS = {
  summary: true, rank: true, whatsup: true, series: true, posts: true, news: true, creators: true, topics: true, coins: true, report: true,
  quote: true, meta: true, stocks: true, nfts: true, profile: true, post: true, search: true, changes: true, compare: true, backtest: true,
} as const satisfies Record<SectionId, true>;
const SECTIONS = Object.keys(SECTION_IDS) as readonly SectionId[];
const TABLE_IDS = {
  figures: true, networks: true, series: true, posts: true, news: true, creators: true, themes: true, topics: true, coins: true,
  quote: true, blockchains: true, stocks: true, nfts: true,
} as const satisfies Record<TableId, true>;
const TABLES = Object.keys(TABLE_IDS) as readonly TableId[];
const ARRAY_SECTIONS: readonly SectionId[] = ['news', 'creators', 'topics'];
/** Longest URL the host will open; longer ones are not links a person clicked. */
const MAX_URL = 4096;
/** Timestamps after this (year 2100) are typos, not dates. */
const MAX_TIME = 4_102_444_800;

function isTime(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_TIME;
}

function optional(v: unknown, check: (x: unknown) => boolean): boolean {
  return v === undefined || check(v);
}

export function isSectionId(v: unknown): v is SectionId {
  return isOneOf(SECTIONS, v);
}

export function isViewKind(v: unknown): v is ViewKind {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(VIEW_TYPES, v);
}

/** A market table (coins, stocks, NFTs) is opened with a reference of its kind whose id is empty. */
export function isMarketTableRef(v: unknown): v is ItemRef {
  return isObj(v) && (v.kind === 'coin' || v.kind === 'stock' || v.kind === 'nft') && v.id === ''
    && typeof v.title === 'string' && v.title.length <= 300;
}

/** Anything `socialPulse.openItem` accepts. */
/** A saved rule's id is 64 characters at most; a draft's names its subject (`draft-topic-…`). */
const RULE_ID_MAX = 256;

/** An alert rule's id, as a backtest's page keeps it. */
export function isRuleId(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= RULE_ID_MAX;
}

export function isOpenableRef(v: unknown): v is ItemRef {
  return isItemRef(v) || isMarketTableRef(v);
}

/** Longest contract address copied; real ones are under 100 characters. */
const MAX_ADDRESS = 200;

/** One line of printable text: no control characters, nothing that could be more than an address. */
export function isContractAddress(v: unknown): v is string {
  return typeof v === 'string' && v.trim().length > 0 && v.length <= MAX_ADDRESS && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(v);
}

function isRange(v: Obj): boolean {
  if (!optional(v.start, isTime) || !optional(v.end, isTime)) return false;
  if (v.end !== undefined && v.start === undefined) return false;
  return v.start === undefined || v.end === undefined || (v.end as number) >= (v.start as number);
}

export function isSeriesQuery(v: unknown): v is SeriesQuery {
  if (!isObj(v) || !isOneOf(TIME_SERIES_BUCKETS, v.bucket) || !optional(v.interval, (x) => isOneOf(TIME_SERIES_INTERVALS, x))) return false;
  // an interval and a custom range exclude each other
  if (v.interval !== undefined && (v.start !== undefined || v.end !== undefined)) return false;
  if (v.fixed !== undefined && (v.fixed !== true || v.interval !== undefined || v.start !== undefined)) return false;
  return isRange(v);
}

export function isPostsQuery(v: unknown): v is PostsQuery {
  return isObj(v) && isRange(v);
}

export function isCoinsView(v: unknown): v is CoinsView {
  return isObj(v) && typeof v.sort === 'string' && v.sort.length <= 64 && typeof v.desc === 'boolean'
    && typeof v.filter === 'string' && v.filter.length <= 200
    && typeof v.sector === 'string' && v.sector.length <= 200
    && optional(v.minMarketCap, isMinimum) && optional(v.minVolume, isMinimum) && optional(v.hideStablecoins, (x) => typeof x === 'boolean');
}

export function isPriceChartState(v: unknown): v is PriceChartState {
  return isObj(v) && (v.mode === 'candles' || v.mode === 'line') && typeof v.log === 'boolean';
}

/** The metric keys a chart draws: a few short names. */
function isMetricKeys(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= 32 && v.every((m) => typeof m === 'string' && m.length <= 64);
}

export function isKeptChoices(v: unknown): v is KeptChoices {
  return isObj(v) && optional(v.coins, isCoinsView) && optional(v.series, isSeriesQuery) && optional(v.metrics, isMetricKeys)
    && optional(v.priceChart, isPriceChartState);
}

function isMinimum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

function isLoad(v: Obj): v is Obj & LoadMessage {
  switch (v.section) {
    case 'series': return isSeriesQuery(v.query);
    case 'posts': return isPostsQuery(v.query);
    case 'coins':
    case 'stocks':
    case 'nfts':
      return isObj(v.query) && (v.query.source === 'v1' || v.query.source === 'v2');
    case 'report': return isReportQuery(v.query);
    default: return isSectionId(v.section) && v.query === undefined;
  }
}

export function isWebviewMessage(v: unknown): v is WebviewMessage {
  if (!isObj(v)) return false;
  switch (v.type) {
    case 'ready':
    case 'refresh':
      return true;
    case 'load':
      return isLoad(v);
    case 'retry':
      return isSectionId(v.section);
    case 'openItem':
      return isOpenableRef(v.ref);
    case 'openLink':
      return typeof v.url === 'string' && v.url.length > 0 && v.url.length <= MAX_URL;
    case 'copyMarkdown':
      return optional(v.coins, isCoinsView);
    case 'exportCsv':
      return isOneOf(TABLES, v.table) && optional(v.coins, isCoinsView);
    case 'visible':
      return Array.isArray(v.sections) && v.sections.length <= SECTIONS.length && v.sections.every(isSectionId);
    case 'rendered':
      return isSectionId(v.section) && optional(v.error, (e) => typeof e === 'string' && e.length <= 2000);
    case 'reportAction':
      return isReportActionMessage(v);
    case 'fix':
      return isOneOf(FIX_ACTIONS, v.action);
    case 'copyAddress':
      return isContractAddress(v.address);
    case 'pin':
      return Object.keys(v).length === 1;
    case 'rememberView':
      return isKeptChoices(v.choices);
    case 'itemAction':
      return isItemActionMessage(v);
    case 'compareAction':
      return isCompareActionMessage(v);
    case 'backtestParams':
      return isBacktestParamsMessage(v);
    default:
      return false;
  }
}

function isMeta(v: unknown): v is AnswerMeta {
  return isObj(v) && typeof v.generated === 'number' && Number.isFinite(v.generated)
    && typeof v.stale === 'boolean' && typeof v.fromCache === 'boolean'
    && optional(v.staleReason, (s) => typeof s === 'string');
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

function isListProgress(v: unknown): v is ListProgress {
  return isObj(v) && isCount(v.loaded) && optional(v.total, isCount);
}

export function isErrorInfo(v: unknown): v is ErrorInfo {
  return isObj(v) && typeof v.kind === 'string' && typeof v.message === 'string'
    && optional(v.retryAt, (n) => typeof n === 'number') && optional(v.fix, (f) => isOneOf(FIX_ACTIONS, f));
}

/** Checks the envelope; the payload is the host's own decoded data and is rendered tolerantly. */
export function isHostMessage(v: unknown): v is HostMessage {
  if (!isObj(v)) return false;
  switch (v.type) {
    case 'init':
      return isViewKind(v.view) && isOpenableRef(v.ref) && typeof v.demo === 'boolean' && typeof v.remoteImages === 'boolean'
        && (v.view === 'compare' ? isCompareSubjects(v.subjects) : v.subjects === undefined)
        && (v.view === 'backtest' ? optional(v.rule, isRuleId) : v.rule === undefined)
        && typeof v.source === 'number' && isShownZone(v.timeZone) && optional(v.kept, isKeptChoices);
    case 'state':
      return isSectionId(v.section) && v.state === 'loading' && optional(v.progress, isListProgress);
    case 'data':
      if (!isSectionId(v.section) || !isMeta(v.meta)) return false;
      return ARRAY_SECTIONS.includes(v.section) ? Array.isArray(v.data) : isObj(v.data);
    case 'error':
      return isSectionId(v.section) && isErrorInfo(v.error) && optional(v.incomplete, (i) => i === true);
    default:
      return false;
  }
}
