import type { Locator } from 'playwright-core';

/** A text's colour, the ground it is painted on, and their WCAG contrast ratio. */
export type Contrast = { ratio: number; color: string; background: string };

/**
 * The contrast of an element's text against what is behind it, as a reader sees it: the text's
 * colour (with its alpha) over the element's background, composited up through its ancestors'
 * backgrounds onto the page's white, each layer's opacity included. A background image (a
 * gradient, a photo) cannot be read this way: the measurement then throws, naming the element,
 * rather than guess.
 */
export function contrastOf(locator: Locator): Promise<Contrast> {
  return locator.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const match = /^rgba?\(([^)]+)\)$/.exec(css.trim());
      if (!match) throw new Error(`unreadable colour ${css}`);
      const [r = 0, g = 0, b = 0, a = 1] = (match[1] ?? '')
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + bottom[0] * (1 - a),
        top[1] * a + bottom[1] * (1 - a),
        top[2] * a + bottom[2] * (1 - a),
        1,
      ];
    };
    // Backgrounds from the element up, each with the opacity of the element that paints it.
    const layers: Rgba[] = [];
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      if (style.backgroundImage !== 'none')
        throw new Error(`a background image behind the text, on <${node.tagName.toLowerCase()}>`);
      const layer = parse(style.backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    let ground: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) ground = over(layer, ground);
    const text = parse(getComputedStyle(element).color);
    const seen = over([text[0], text[1], text[2], text[3] * opacity], ground);
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [light, dark] = [luminance(seen), luminance(ground)].sort((x, y) => y - x) as [
      number,
      number,
    ];
    const rgb = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;
    return { ratio: (light + 0.05) / (dark + 0.05), color: rgb(seen), background: rgb(ground) };
  });
}
