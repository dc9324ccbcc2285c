// The HTML that rich-text fields may hold (a shot's description, a listing's marketing description): the one allowlist
// that DOMPurify applies on the server before storing and answering, and in the browser before drawing. Formatting and
// links only: no style, class, form, media, frame or event attribute, so stored text cannot cover or imitate the page.

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote'];

/** DOMPurify's options for rich text (structural, so this package needs no DOMPurify of its own). */
export const RICH_TEXT_PURIFY = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: ['href'],
  /** http, https and mailto links only; a relative or javascript: href is dropped. */
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
