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
