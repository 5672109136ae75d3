import { caApiSource } from './ca-api/ca-api.source.js';
import { coHtmlSource } from './co-html/co-html.source.js';
import { flApiSource } from './fl-api/fl-api.source.js';
import { gaApiSource } from './ga-api/ga-api.source.js';
import { lotteryUsaSources } from './lotteryusa/lotteryusa.source.js';
import { mdHtmlSource } from './md-html/md-html.source.js';
import { miGraphqlSource } from './mi-graphql/mi-graphql.source.js';
import { moHtmlSource } from './mo-html/mo-html.source.js';
import { ncCsvSource } from './nc-csv/nc-csv.source.js';
import { neHtmlSource } from './ne-html/ne-html.source.js';
import { njApiSource } from './nj-api/nj-api.source.js';
import { nySocrataSource } from './ny-socrata/ny-socrata.source.js';
import { paAshxSource } from './pa-ashx/pa-ashx.source.js';
import type { Source } from './source.types.js';
import { txCsvSource } from './tx-csv/tx-csv.source.js';
import { txHtmlSource } from './tx-html/tx-html.source.js';
import { waHtmlSource } from './wa-html/wa-html.source.js';
import { wiHtmlSource } from './wi-html/wi-html.source.js';

/** The state lotteries' own endpoints, in the order a run starts them. */
const OFFICIAL_SOURCES: readonly Source[] = [
  txCsvSource,
  txHtmlSource,
  nySocrataSource,
  gaApiSource,
  flApiSource,
  caApiSource,
  paAshxSource,
  njApiSource,
  coHtmlSource,
  ncCsvSource,
  wiHtmlSource,
  mdHtmlSource,
  waHtmlSource,
  miGraphqlSource,
  moHtmlSource,
  neHtmlSource,
];

/**
 * The LotteryUSA source of every listed state (`<st>-lotteryusa`, kind `aggregate`): on by default
 * only for the states without an official source, elsewhere the second witness and the fallback.
 */
export const LOTTERYUSA_SOURCES: readonly Source[] = Object.freeze(
  lotteryUsaSources(new Set(OFFICIAL_SOURCES.map((source) => source.state))),
);

/**
 * Every fetchable source, in the order a run starts them: the official ones, then the aggregate
 * ones. Parsers for saved files only (GA results text, CA text download, NY CSV export) are exported
 * separately and are not fetched.
 */
export const SOURCES: readonly Source[] = Object.freeze([
  ...OFFICIAL_SOURCES,
  ...LOTTERYUSA_SOURCES,
]);

/** The registry entry with this id, or undefined. */
export function findSource(id: string): Source | undefined {
  return SOURCES.find((source) => source.id === id);
}
