// Text cut to a length counted as JavaScript counts it (UTF-16 units, what a stored limit checks
// with `.length`), never between the two halves of a character outside the BMP (an emoji): a lone
// half shows as a broken glyph and is no valid text to store or send. Pure.

/** `text` cut to at most `max` UTF-16 units, without splitting a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  // a high surrogate as the last unit kept: its low half is cut off, so it goes too
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}
