import type { Locator, Page } from 'playwright-core';
import { waitForPageCondition } from './page-condition';

/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

/** One piece of text as the browser paints it. */
export type PaintedText = {
  text: string;
  /** Computed CSS colours: the text's, then the background of the element and each ancestor up to the first opaque one. */
  color: string;
  backgrounds: string[];
};

export type MeasuredText = PaintedText & { contrast: number };

// The e2e project has no DOM typings (its code runs in Node); this is the little of the DOM read here.
type Style = {
  color: string;
  backgroundColor: string;
  visibility: string;
  display: string;
  opacity: string;
};
type Node = { nodeType: number; textContent: string | null };
type El = Node & {
  tagName: string;
  /** Set on form fields. */
  value?: string;
  childNodes: ArrayLike<Node>;
  parentElement: El | null;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
  getBoundingClientRect(): { width: number; height: number };
  ownerDocument: { defaultView: { getComputedStyle(element: El, pseudo?: string): Style } };
};

/**
 * Every visible text in `scope` (its element and those inside it), every form value and placeholder,
 * with its colours. Disabled controls are left out: WCAG exempts them. Call once animations have
 * finished: a fading element reports colours on their way.
 */
export function readPaintedText(scope: Locator): Promise<PaintedText[]> {
  return scope.locator('xpath=descendant-or-self::*').evaluateAll((elements: El[]) => {
    const TEXT_NODE = 3;
    const found: PaintedText[] = [];
    for (const element of elements) {
      const view = element.ownerDocument.defaultView;
      const style = view.getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const hidden =
        style.visibility === 'hidden' ||
        style.display === 'none' ||
        box.width < 1 ||
        box.height < 1 ||
        element.closest('[aria-hidden="true"], [disabled], [aria-disabled="true"], .visually-hidden') !==
          null;
      if (hidden) continue;
      const backgrounds: string[] = [];
      for (let at: El | null = element; at; at = at.parentElement) {
        const background = view.getComputedStyle(at).backgroundColor;
        backgrounds.push(background);
        if (/^rgb\(/.test(background)) break;
      }
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === TEXT_NODE)
        .map((node) => (node.textContent ?? '').trim())
        .join(' ')
        .trim();
      if (own) found.push({ text: own, color: style.color, backgrounds });
      // What a form field shows: what was typed, or else its placeholder.
      if (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') {
        const value = element.value ?? '';
        const placeholder = element.getAttribute('placeholder');
        if (value) found.push({ text: `value '${value}'`, color: style.color, backgrounds });
        else if (placeholder) {
          const { color } = view.getComputedStyle(element, '::placeholder');
          found.push({ text: `placeholder '${placeholder}'`, color, backgrounds });
        }
      }
    }
    return found;
  });
}

type Rgba = [number, number, number, number];

function parseColour(css: string): Rgba {
  const match = /^rgba?\(([^)]+)\)$/.exec(css.trim());
  if (!match) throw new Error(`Unexpected computed colour: ${css}`);
  const [r, g, b, a = 1] = match[1].split(/[\s,/]+/).map(Number);
  return [r, g, b, a];
}

const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
  r * a + br * (1 - a),
  g * a + bg * (1 - a),
  b * a + bb * (1 - a),
  1,
];

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of the text against what lies behind it (the page is white below everything). */
export function contrastOf({ color, backgrounds }: PaintedText): number {
  const behind = backgrounds
    .map(parseColour)
    .reverse()
    .reduce((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba);
  const [lighter, darker] = [luminance(over(parseColour(color), behind)), luminance(behind)].sort(
    (x, y) => y - x,
  );
  return (lighter + 0.05) / (darker + 0.05);
}

/** Measures every text in `scope`, lowest contrast first. */
export async function measureText(scope: Locator): Promise<MeasuredText[]> {
  const painted = await readPaintedText(scope);
  return painted
    .map((text) => ({ ...text, contrast: contrastOf(text) }))
    .sort((x, y) => x.contrast - y.contrast);
}

/** Resolves once no CSS animation or transition is running (antd fades dialogs and messages in). */
export async function waitForStillness(page: Page): Promise<void> {
  await waitForPageCondition(
    page,
    'document.getAnimations().every((animation) => animation.playState !== "running")',
  );
}
