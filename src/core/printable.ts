/**
 * Text that did not come from execret (a snippet's exception, a value read from a user's file) is escaped before it
 * reaches a terminal: every character a terminal would act on rather than show is written as an escape, so that
 * the text cannot move the cursor, rewrite earlier lines, retitle the window, hide itself, or reorder what is shown
 * (bidirectional overrides). Stored outputs (oracle rows, caches, JSON) keep the text as it was; only what is
 * printed is escaped.
 */
// C0 controls and DEL, C1 controls, and the bidirectional formatting characters (U+061C, U+200E-U+200F,
// U+202A-U+202E, U+2066-U+2069)
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// the same without the line feed, for messages of several lines
const UNPRINTABLE_BUT_LF =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escape = (c: string): string => {
  const code = c.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
};

export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escape);
}

/** As printable, but line feeds stay (a message of several lines that execret itself wrote). */
export function printableLines(text: string): string {
  return text.replace(UNPRINTABLE_BUT_LF, escape);
}

/** The first line of a message, escaped and cut to `max` characters: how a message is shown in one line. */
export function firstLine(message: string, max = 200): string {
  return printable(message.split('\n')[0].slice(0, max));
}
