// Domain rules live in @pick3/core (issue 13): time zones, calendar arithmetic and the game's odds
// are core's, so the apps and the database package ask core (scheduleOf(state).timeZone,
// todayInZone, addDays, playOdds, boxOddsOf) instead of writing them again. Core and the scraper
// (which dates what each source publishes) are the two places allowed to name a zone.
const message = (what, instead) => `${what} belongs to @pick3/core: use ${instead}.`;

/**
 * Rules that escaped core before (issue 26): the pool state, the default state and the window limits
 * as literals. Core names them (POOL_STATE, DEFAULT_STATE, MAX_LIMIT, MAX_WINDOW_SIZE). A duration
 * that happens to be 1500 ms is a `…_MS` constant, which the rule lets be.
 */
const ESCAPED_RULES = [
  ["Literal[value='GA']", "A hard-coded 'GA' (pools are Georgia's)", 'POOL_STATE'],
  ["Literal[value='TX']", "A hard-coded 'TX' (the default state)", 'DEFAULT_STATE'],
  ['Literal[value=730]', 'A hard-coded draw limit 730', 'MAX_LIMIT'],
  [
    'Literal[value=1500]:not(VariableDeclarator[id.name=/_MS$/] > Literal)',
    'A hard-coded window size 1500',
    'MAX_WINDOW_SIZE',
  ],
];

/** The odds of a fair Pick 3 draw as literals: 1 in 1,000 straight, 1 in 166.7 / 333.3 box. */
const ODDS_LITERALS = [0.001, 0.003, 0.006, 166.7, 166.67, 333.3, 333.33];

export default [
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/db/**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-d.ts',
      '**/*.bench.ts',
      '**/bench/**',
      '**/testing/**',
      '**/test/support/**',
      '**/dist/**',
      '**/node_modules/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='America/New_York']",
          message: message(
            "A hard-coded 'America/New_York'",
            "the state's zone, scheduleOf(state).timeZone",
          ),
        },
        {
          selector: 'TemplateElement[value.raw=/America\\/New_York/]',
          message: message(
            "A hard-coded 'America/New_York'",
            "the state's zone, scheduleOf(state).timeZone",
          ),
        },
        {
          selector: "MemberExpression[property.name='setUTCDate']",
          message: message('Calendar arithmetic with setUTCDate', 'addDays or yesterdayInZone'),
        },
        {
          // 1000 / 6, 1000 / 3 and 1 / 1000: the box and straight odds written out.
          selector:
            "BinaryExpression[operator='/'][left.type='Literal'][right.type='Literal']:matches([left.value=1000][right.value=6], [left.value=1000][right.value=3], [left.value=1][right.value=1000])",
          message: message('A hard-coded Pick 3 odd', 'playOdds, boxOddsOf or chanceOfSet'),
        },
        ...ESCAPED_RULES.map(([selector, what, instead]) => ({
          selector,
          message: message(what, instead),
        })),
        ...ODDS_LITERALS.map((value) => ({
          selector: `Literal[value=${value}]`,
          message: message(
            `A hard-coded Pick 3 odd (${value})`,
            'playOdds, boxOddsOf or chanceOfSet',
          ),
        })),
      ],
    },
  },
];
