// The server's English texts: e-mails and SMS (codes, alerts, daily summaries). A translator edits
// the strings only; {name} placeholders are filled in by messages/index.ts and must stay as they are.
// Game words (Box, Straight, Pick 3) and draw-time names stay in English in every language.
export const en = {
  'signupCode.subject': 'Your verification code: {code}',
  'signupCode.text':
    'Your Pick 3 Analyzer verification code is {code}. It expires in {minutes} minutes.\n\nIf you did not sign up, ignore this message.',
  'accountExists.subject': 'Sign-up attempt with your e-mail address',
  'accountExists.text':
    'Someone (maybe you) tried to sign up to Pick 3 Analyzer with this e-mail address, which already has an account.\n\n' +
    'To get in, log in, or use "Forgot passcode?" on the login page to set a new password. If it was not you, ignore this message.',
  'resetCode.subject': 'Your password reset code: {code}',
  'resetCode.text':
    'Your Pick 3 Analyzer password reset code is {code}. It expires in {minutes} minutes.\n\n' +
    'If you did not ask to reset your password, ignore this message: your password stays as it is.',
  'alertConfirm.subject': 'Confirm your Pick 3 alerts',
  'alertConfirm.text':
    'Your Pick 3 alert confirmation code is {code}. It expires in {minutes} minutes.',
  'alert.draw': '{state} {drawTime} {date}: {number}',
  'alert.hitSubject': 'Pick 3 alert: {number} hit in {state}',
  'alert.hitEntry': '{number} ({mode}): ${prize} on a ${stake} play',
  'alert.hitText': '{draw}. It matches your tracked {entries}.',
  'alert.resultSubject': 'Pick 3 result: {state} {number}',
  'alert.resultText': '{draw}. None of your tracked numbers hit.',
  'push.resultTitle': '{state} {drawTime} result',
  'push.resultBody': '{date}: {number}',
  'push.hitTitle': '{number} hit in {state}',
  'push.hitBody': '{drawTime} {date}. It matches your tracked {entries}.',
  'push.poolWinTitle': 'Pool {pool} play settled: a win',
  'push.poolLossTitle': 'Pool {pool} play settled: no win',
  'push.poolBody': '{state} {drawTime} {date} drew {number}.',
  'alert.boardSubjectWin': 'Pick 3 board: your {state} pick won ${prize}',
  'alert.boardSubjectLoss': 'Pick 3 board: your {state} pick did not win',
  'alert.boardText': '{draw}. Your board picks: {picks}. See the board: /board/{state}',
  'alert.boardPickWin': '{number} ({playType}) won ${prize}',
  'alert.boardPickLoss': '{number} ({playType}) did not win',
  'push.boardWinTitle': 'Your {state} pick {number} won ${prize}',
  'push.boardLossTitle': 'Your {state} pick {number} did not win',
  'push.boardBody': '{drawTime} {date} drew {drawn}. See the board.',
  'summary.subject': 'Pick 3 daily summary for {date}',
  'summary.noDraws': '{state}: no draws stored for {date} at your draw times.',
  'summary.hit': '{draw} — HIT: {entries}',
  'pending.waits': 'Waiting for the {drawTime} draw of {date} at {time}.',
  'pending.tookPlace':
    'Waiting for the {drawTime} draw of {date}: drawn at {time}, its result is not stored yet.',
  'pending.missing':
    'The {drawTime} draw of {date} is missing from the stored history (later draws are stored), so this result cannot settle until it is added.',
  'pending.arrivesBy': 'Results usually arrive by {by}.',
  'pending.late': 'It is later than usual; next try {next}.',
  'pending.unreachable': "{state}'s source has not answered since {since}; next try {next}.",
  'pending.errorStatus':
    "{state}'s source has answered with an error since {since}; next try {next}.",
  'pending.changed':
    "{state}'s source has sent a page we cannot read since {since}; next try {next}.",
  'pending.staleData': "{state}'s newest stored draw is from {newest}; next try {next}.",
  'pending.neverChecked':
    "{state}'s source has not been checked since the history was imported; next try {next}.",
  'pending.noSource':
    'No source of {state} results is set up, so this result comes only when someone adds the draw.',
  'receipt.subject': 'Your Pick 3 receipt: order {orderId}',
  'receipt.paid': 'You paid ${amount} for {plays} plays:',
  'receipt.paidSandbox': 'Sandbox order (no money was charged): ${amount} for {plays} plays:',
  'receipt.line': '{number} {playType}, {state} {draw}: {quantity} × ${price} = ${cost}. {outcome}',
  'receipt.won': 'Won ${prize} ({drawn} drawn).',
  'receipt.lost': 'No win ({drawn} drawn).',
  'receipt.settled':
    'Each play is settled as its ticket says once its draw is stored: see Your Plays in your profile.',
  'plan.chat': 'AI chat: {subscriber} messages a day ({visitor} without a subscription)',
  'plan.speech': 'Spoken replies: {subscriber} a day ({visitor} without a subscription)',
  'plan.nothingToSell':
    'Not for sale here: on this server the subscription adds nothing to what you already have for free.',
  'plan.offline':
    "The AI model is offline on this server: the helper answers everyone without a daily limit and spoken replies use your browser's voice, so the subscription adds no chat or speech allowance right now.",
} as const;

export type MessageKey = keyof typeof en;
