// Textarea values are rich text the console shows as HTML: on write they are reduced to an
// allowlist of formatting tags (sanitize-html), so no script, style, event handler or
// javascript: link is ever stored. Text outside the allowlist's tags is kept, the tags dropped.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The value as stored: only the allowlisted tags, links only to http(s) and mailto. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

/** How deep tags may nest in a rich-text value (formatting needs a handful of levels). */
export const MAX_TAG_DEPTH = 64;

const VOID_TAGS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 45; // 0-9 -

/**
 * The deepest nesting of open tags in `html` (unclosed tags count), in one linear pass: a tag
 * is `<`, an optional `/`, a name (a letter, then letters, digits or `-`), anything but `<`
 * and `>`, then `>` (`/>` closes itself). Written as a scanner, not a regular expression: the
 * expression it replaces backtracked quadratically on a `<` followed by a long name with no
 * `>` (a 64 KB value held the event loop 1.3 s). Each character is looked at a bounded number
 * of times: the next `>` is found once and kept until the scan passes it.
 */
export function tagDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  let close = -1; // the first `>` after the current `<`, once looked up
  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', open + 1)) {
    if (close <= open) close = html.indexOf('>', open + 1);
    if (close === -1) break;
    const next = html.indexOf('<', open + 1);
    if (next !== -1 && next < close) continue; // a `<` before the `>`: the tag starts there
    let at = open + 1;
    const closing = html.charCodeAt(at) === 47; // '/'
    if (closing) at++;
    if (!isLetter(html.charCodeAt(at))) continue;
    const nameStart = at;
    while (at < close && isNameChar(html.charCodeAt(at))) at++;
    const name = html.slice(nameStart, at).toLowerCase();
    const selfClosing = html.charCodeAt(close - 1) === 47 && close - 1 >= at;
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && !VOID_TAGS.has(name)) {
      depth++;
      if (depth > deepest) deepest = depth;
    }
  }
  return deepest;
}
