import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a content body may keep: what the console's editor produces and the
 * app renders, nothing that runs. Links and images are https or site-relative only; every other
 * tag is dropped with its text kept, scripts and styles are dropped whole, and no attribute
 * outside this list survives (so no on* handlers, no style, no class).
 */
const RICH_BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    img: ['src', 'alt'],
    a: ['href'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // The editor may emit <b>/<i>; keep their meaning in the allowed tags.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    h1: 'h2',
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A rich body as it may be stored and shown: sanitised HTML, trimmed. */
export function sanitizeRichBody(html: string): string {
  return sanitizeHtml(html, RICH_BODY_OPTIONS).trim();
}
