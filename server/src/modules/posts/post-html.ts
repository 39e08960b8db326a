import { TEXT_LIMITS } from '@solve/core';
import sanitizeHtml from 'sanitize-html';

/** The video hosts a post may embed (the same the Content-Security-Policy lets the page frame). */
export const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/**
 * The most HTML one post keeps: its words are counted against core's TEXT_LIMITS.POST_CONTENT, and
 * the markup around them is bounded at ten times that figure, as rich text is.
 */
export const POST_HTML_MAX = 10 * TEXT_LIMITS.POST_CONTENT.max;

/**
 * A post's HTML through an allow-list, when it is saved and again before it is sent: text
 * structure, links to web and mail addresses, images from this site or https, and iframes of the
 * video hosts only. No scripts, styles, event handlers or foreign frames survive.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html.slice(0, POST_HTML_MAX), {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'strike',
      'sub',
      'sup',
      'blockquote',
      'code',
      'pre',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
      'div',
      'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: VIDEO_HOSTS,
    transformTags: {
      // Links leave the app in a new tab without handing it the opener.
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
      // Images load as they scroll into view: a post page stays fast on a phone.
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    // A frame whose address was refused is dropped whole rather than left empty.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  });
}

/** The plain words of a post's HTML (empty content is refused on save). */
export const postHtmlText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();

/** The entities sanitize-html writes into text it hands on (it reads every other entity itself). */
const ESCAPED = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' } as const;

/**
 * The characters of a post's words, as the editor counts them (core's richTextLength of the same
 * document): the text between the tags, entities read as the characters they stand for.
 */
export function postTextLength(html: string): number {
  let length = 0;
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    textFilter: (text) => {
      length += text.replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity as keyof typeof ESCAPED]).length;
      return '';
    },
  });
  return length;
}
