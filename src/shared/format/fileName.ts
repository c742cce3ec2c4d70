// How long a file's name may be. ext4, APFS and NTFS refuse a name over 255 bytes (NTFS: 255 UTF-16
// units), and a name made of a title 300 characters long, or 100 CJK characters (300 bytes in
// UTF-8), would fail to save. Every name made from text we do not control (a topic, a title, the
// name of the person's note a temporary file is named after) is cut here, leaving room for a
// suffix, an extension and a temporary file's tag. Pure.

/** The most bytes, in UTF-8, of the part of a file's name made from such text. */
export const NAME_PART_BYTES = 100;

const encoder = new TextEncoder();

/**
 * `name` cut to at most `maxBytes` bytes of UTF-8, at a boundary between characters as a person
 * sees them: a letter with its accents, an emoji with its modifiers and joined parts stay whole.
 */
export function capNamePart(name: string, maxBytes = NAME_PART_BYTES): string {
  if (encoder.encode(name).byteLength <= maxBytes) return name;
  let out = '';
  let bytes = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name)) {
    const size = encoder.encode(segment).byteLength;
    if (bytes + size > maxBytes) break;
    out += segment;
    bytes += size;
  }
  return out;
}
