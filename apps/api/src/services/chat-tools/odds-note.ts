// The odds note every chat tool's answer carries.

export const ODDS_NOTE =
  'Each draw is independent and every one of the 1,000 straight numbers is equally likely; no strategy, elimination, repeat or pattern changes the odds of a fair draw.';
