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
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*?(\/?)>/g;

/** The deepest nesting of open tags in `html`, in one pass (unclosed tags count). */
export function tagDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(TAG)) {
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && !VOID_TAGS.has(name!.toLowerCase())) {
      depth++;
      if (depth > deepest) deepest = depth;
    }
  }
  return deepest;
}
