// Strings a client sends end up in SQL parameters, mail headers and log lines. PostgreSQL refuses a
// NUL byte in text (which used to surface as a 500), and other control characters have no business
// in a name, an e-mail or an id. Every request string field is declared with one of these two
// helpers, so the schema refuses such input with a 400 naming the field (the error handler words it).
import { Type, type TString, type TStringOptions } from 'typebox';

/** C0 controls, DEL and C1 controls: nothing a person types into a one-line field. */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
/** The same, but tab, line feed and carriage return are allowed (messages, texts to speak). */
export const NO_CONTROL_CHARACTERS_EXCEPT_WHITESPACE =
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

/** What the error handler says for the two patterns above (instead of echoing the regex). */
export const CONTROL_CHARACTER_MESSAGES: Readonly<Record<string, string>> = {
  [NO_CONTROL_CHARACTERS]: 'must not contain control characters',
  [NO_CONTROL_CHARACTERS_EXCEPT_WHITESPACE]:
    'must not contain control characters other than tab and new line',
};

/**
 * A one-line text field: no control characters at all. Give `pattern` only when it already excludes
 * them (a digits-only or letters-only pattern does).
 * @example SafeString({ maxLength: 320 })
 */
export function SafeString(options: TStringOptions = {}): TString {
  return Type.String({ pattern: NO_CONTROL_CHARACTERS, ...options });
}

/** Free text over several lines (a chat message): tab, CR and LF allowed, other controls refused. */
export function FreeText(options: TStringOptions = {}): TString {
  return Type.String({ pattern: NO_CONTROL_CHARACTERS_EXCEPT_WHITESPACE, ...options });
}
