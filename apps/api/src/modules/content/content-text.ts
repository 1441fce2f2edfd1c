import type { HighlightSegment, Language } from '@baro/core';
import { normalizeText } from '@baro/core';
import MarkdownIt, { type RendererRule } from 'markdown-it';

// Pure text rules of the support centre: Markdown to safe HTML, the text search matches (ADR
// 0017) and the highlighted pieces of an answer.

// Raw HTML in Markdown is escaped (`html: false`), and markdown-it refuses javascript:, vbscript:,
// file: and data: links other than images, so what editors write cannot run script in a reader's
// page. Bare addresses become links; typographic quotes are left alone (Korean text).
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
const renderToken: RendererRule = (tokens, idx, options, _env, self) =>
  self.renderToken(tokens, idx, options);
const defaultLinkOpen = markdown.renderer.rules.link_open ?? renderToken;
const defaultLinkClose = markdown.renderer.rules.link_close ?? renderToken;

/** Said by screen readers after a link that opens a new tab (as `NewTabLink` of `@baro/ui` says it). */
const OPENS_IN_NEW_TAB: Record<Language, string> = { ko: '(새 창에서 열림)', en: '(opens in a new tab)' };
interface RenderEnv {
  lang: Language;
  /** The link being rendered opens a new tab (Markdown links never nest). */
  newTab?: boolean;
}

markdown.renderer.rules.link_open = (tokens, idx, options, env: RenderEnv, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href') ?? '';
  // Links that leave the site open in a new tab without handing it our window, and say so.
  env.newTab = Boolean(token && /^https?:\/\//i.test(href));
  if (token && env.newTab) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};
markdown.renderer.rules.link_close = (tokens, idx, options, env: RenderEnv, self) => {
  const note = env.newTab ? `<span class="baro-visually-hidden"> ${OPENS_IN_NEW_TAB[env.lang]}</span>` : '';
  env.newTab = false;
  return note + defaultLinkClose(tokens, idx, options, env, self);
};

/** The article body as readers of `lang` see it: sanitised HTML. */
export function renderMarkdown(bodyMarkdown: string, lang: Language): string {
  const env: RenderEnv = { lang };
  return markdown.render(bodyMarkdown, env);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of rendered HTML, blocks separated by a space (snippets and search). */
export function htmlToText(html: string): string {
  return html
    .replace(/<span class="baro-visually-hidden">[^<]*<\/span>/g, '')
    .replace(/<\/(p|h[1-6]|li|tr|td|th|pre|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A summary made from the body when the editor left it empty: its first sentence or 160 letters. */
export function summaryFromText(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 160);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('다. '));
  return sentenceEnd > 60 ? cut.slice(0, sentenceEnd + 1).trim() : `${cut.trimEnd()}…`;
}

// What search ignores: spaces, punctuation and symbols, so `반품 신청`, `반품신청` and `반품-신청`
// are the same text, and case.
const IGNORED = /[\s\p{P}\p{S}]/u;
const IGNORED_ALL = /[\s\p{P}\p{S}]+/gu;

/** Text as search stores and matches it: normalised, lower case, without spaces and punctuation. */
export function toSearchText(text: string): string {
  return normalizeText(text).toLowerCase().replace(IGNORED_ALL, '');
}

export interface SearchTerms {
  /** The whole keyword as one piece (`반품 신청` → `반품신청`). */
  joined: string;
  /** Each word on its own (all must match), when the keyword has more than one. */
  words: string[];
}

/** The pieces a keyword is matched by; null when nothing searchable is left (only punctuation). */
export function searchTermsOf(keyword: string): SearchTerms | null {
  const joined = toSearchText(keyword);
  if (!joined) return null;
  const words = [
    ...new Set(
      normalizeText(keyword)
        .split(/\s+/)
        .map(toSearchText)
        .filter((word) => word.length > 0),
    ),
  ];
  return { joined, words: words.length > 1 ? words : [] };
}

/**
 * LIKE patterns that let one letter (a syllable in Korean) of a word differ: `반품신청` gives
 * `%_품신청%`, `%반_신청%`, … Only words of three or more letters, so short words stay exact.
 * The stored text has no `%`, `_` or `\` (they are punctuation), so nothing needs escaping.
 */
export function oneLetterOffPatterns(word: string): string[] {
  const letters = [...word];
  if (letters.length < 3) return [];
  return letters.map((_, index) => `%${letters.map((letter, i) => (i === index ? '_' : letter)).join('')}%`);
}

interface MatchRange {
  start: number;
  end: number;
}

/** Where the terms occur in `text`, ignoring what search ignores; ranges in the original text. */
function findMatches(text: string, needles: string[], approximate: boolean): MatchRange[] {
  const folded: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    if (!IGNORED.test(char)) {
      const lower = char.toLowerCase();
      folded.push([...lower].length === 1 ? lower : char);
      starts.push(offset);
      ends.push(offset + char.length);
    }
    offset += char.length;
  }
  const ranges: MatchRange[] = [];
  const escapeLetter = (letter: string) => letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const needle of needles) {
    const letters = [...needle];
    const patterns =
      approximate && letters.length >= 3
        ? letters.map((_, k) => letters.map((letter, i) => (i === k ? '.' : escapeLetter(letter))).join(''))
        : [letters.map(escapeLetter).join('')];
    const expression = new RegExp(patterns.join('|'), 'gu');
    // Match letter by letter (an array of folded letters joined), so indices count letters.
    const haystack = folded.join('');
    for (const match of haystack.matchAll(expression)) {
      const first = [...haystack.slice(0, match.index)].length;
      const length = [...match[0]].length;
      if (length === 0) continue;
      ranges.push({ start: starts[first] as number, end: ends[first + length - 1] as number });
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: MatchRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function segmentsOf(text: string, ranges: MatchRange[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at) segments.push({ text: text.slice(at, range.start), match: false });
    segments.push({ text: text.slice(range.start, range.end), match: true });
    at = range.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

const needlesOf = (terms: SearchTerms) =>
  terms.words.length > 0 ? [terms.joined, ...terms.words] : [terms.joined];

/** The text cut where the keyword matched. */
export function highlight(text: string, terms: SearchTerms, approximate: boolean): HighlightSegment[] {
  return segmentsOf(text, findMatches(text, needlesOf(terms), approximate));
}

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

/** A short passage around the first match (the start of the text when there is none), highlighted. */
export function snippet(text: string, terms: SearchTerms, approximate: boolean): HighlightSegment[] {
  const first = findMatches(text, needlesOf(terms), approximate)[0];
  const from = first ? Math.max(0, first.start - SNIPPET_BEFORE) : 0;
  const to = Math.min(text.length, from + SNIPPET_LENGTH);
  const piece = `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  return segmentsOf(piece, findMatches(piece, needlesOf(terms), approximate));
}
