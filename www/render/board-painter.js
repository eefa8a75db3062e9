// @ts-check
// The board's canvas: its size from the geometry, the static background
// drawn once per size, and frames painted at most once per animation frame
// (any number of repaint requests in one frame paint once).

import { backgroundStages, rasterize, renderBackground } from './background.js';
import { drawFrame } from './draw.js';
import { BoardGeometry } from './geometry.js';

/** @typedef {import('../types.js').View} View */
/** @typedef {import('./animation.js').Scene} Scene */
/** @typedef {import('./theme.js').Palette} Palette */
/** @typedef {Parameters<typeof drawFrame>[5]} Overlay */
/** @typedef {(ctx: CanvasRenderingContext2D, geo: BoardGeometry) => void} ExtraMarks */

/**
 * How long the first background's steps run on in one task before the rest
 * waits for the next (a stage takes a phone up to about 11 ms).
 */
const FIRST_DRAW_SLICE_MS = 4;
/** The same for a board drawn at once (drawsAtOnce): its steps go on while its task stays short of a long task (50 ms). */
const AT_ONCE_SLICE_MS = 40;

export class BoardPainter {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {string} key  the game key (names the first-draw performance mark)
   * @param {() => { scene: Scene, overlay: Overlay, extra: ExtraMarks, palette: Palette }} frame  what to paint now, in the board's colours
   * @param {() => Palette} look  the board's palette now: its record's, read again from its CSS first (its look may have changed since)
   * @param {import('../types.js').Player} [bottom]  whose side is drawn at the bottom
   */
  constructor(canvas, key, frame, look, bottom = 'B') {
    this.canvas = canvas;
    this.key = key;
    this.frame = frame;
    this.look = look;
    this.bottom = bottom;
    /** @type {Palette | null} the palette the background was drawn with */
    this.backgroundPalette = null;
    /** @type {BoardGeometry | null} */
    this.geo = null;
    /** @type {HTMLCanvasElement | null} */
    this.background = null;
    /** What the canvas was last sized for (see layout). */
    this.room = '';
    this.dpr = 1;
    /** The pending repaint (requestAnimationFrame id), 0 when none. */
    this.pending = 0;
    this.firstDrawDone = false;
    /** The first background's task (see layout), 0 when none. */
    this.firstBackground = 0;
    /**
     * Whether the first drawing starts at once and its seeds come with its
     * last step, not a task and a frame later: the start painted before the
     * engine (board/start-board.js), drawn while the page's code still loads.
     */
    this.drawsAtOnce = false;
  }

  /**
   * Whose side is drawn at the bottom from the next layout on.
   * @param {import('../types.js').Player} bottom
   */
  turn(bottom) {
    this.bottom = bottom;
  }

  /**
   * Sizes the canvas for the available room and paints it; null while it has none.
   * @param {View} view
   * @param {number} width  CSS px
   * @param {number} height  CSS px an upright board may take at most
   * @param {number | null} fitHeight  the stage's height when the board must fit inside it
   * @param {'flat' | 'any'} [orientation]  fitted: flat keeps the rows across (state/layout.js)
   */
  layout(view, width, height, fitHeight, orientation = 'any') {
    if (width === 0) return null;
    const dpr = window.devicePixelRatio || 1;
    // The same room as last time (the resize observer's first call, a
    // relayout that changed nothing): the canvas and its background stand.
    // Repainting the background costs a phone tens of milliseconds.
    const room = [view.game, view.captured != null, width, height, fitHeight, dpr, this.bottom, orientation].join(' ');
    if (this.geo && room === this.room) return this.geo;
    this.room = room;
    const geo = new BoardGeometry(view, width, height, fitHeight, this.bottom, orientation);
    this.geo = geo;
    this.canvas.style.width = `${geo.cssWidth}px`;
    this.canvas.style.height = `${geo.cssHeight}px`;
    this.canvas.width = Math.round(geo.cssWidth * dpr);
    this.canvas.height = Math.round(geo.cssHeight * dpr);
    this.dpr = dpr;
    if (!this.background) {
      // The first time, on a phone still busy starting the page, the wood
      // (tens of milliseconds to draw) is drawn in short steps spread over
      // tasks, and the seeds come in the frame after: short tasks instead of
      // one long one that would block a tap (docs/PERFORMANCE.md, "Page
      // audits").
      this.drawFirstBackground();
      return geo;
    }
    this.backgroundPalette = this.look();
    this.background = renderBackground(geo, dpr, this.backgroundPalette);
    // Sized from the resize observer, i.e. inside a rendering update before
    // its paint: painting now shows the board in this frame, not the next.
    this.paint();
    return geo;
  }

  /**
   * The first background in steps (see layout): the theme and a canvas of
   * the board's size, the drawing's stages, then the board's first paint.
   * Steps run on in one task while it is short (a fast machine draws the
   * board at once) and go on in the next task past that (a phone is never
   * blocked long). A new size starts it again. Every stage draws with the
   * palette the drawing started with; a look changed meanwhile draws the
   * wood again at the first paint.
   */
  drawFirstBackground() {
    clearTimeout(this.firstBackground);
    const sized = this.geo;
    if (!sized) return;
    /** @type {ReturnType<typeof backgroundStages> | null} */
    let drawing = null;
    /** @type {Palette | null} */
    let palette = null;
    /** One step; false once the board is drawn. */
    const step = () => {
      if (!drawing) {
        palette = this.look();
        drawing = backgroundStages(sized, this.dpr, palette);
        return true;
      }
      const stage = drawing.stages.shift();
      if (stage) {
        stage();
        rasterize(drawing.canvas);
        return true;
      }
      this.firstBackground = 0;
      const ctx = this.canvas.getContext('2d');
      if (!ctx) return false;
      this.background = drawing.canvas;
      this.backgroundPalette = palette;
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      ctx.drawImage(drawing.canvas, 0, 0, sized.cssWidth, sized.cssHeight);
      if (this.drawsAtOnce) this.paint();
      else this.request();
      return false;
    };
    const slice = () => {
      const started = performance.now();
      while (step()) {
        if (performance.now() - started > (this.drawsAtOnce ? AT_ONCE_SLICE_MS : FIRST_DRAW_SLICE_MS)) {
          this.firstBackground = window.setTimeout(slice);
          return;
        }
      }
    };
    if (this.drawsAtOnce) slice();
    else this.firstBackground = window.setTimeout(slice);
  }

  /** Asks for a repaint at the next animation frame. */
  request() {
    if (this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.paint();
    });
  }

  /** Paints now (from inside an animation frame); a pending request is dropped. */
  paint() {
    this.cancel();
    const geo = this.geo;
    const ctx = this.canvas.getContext('2d');
    if (!geo || !this.background || !ctx) return;
    // The look read again first: a theme changed since (an attribute, the system's dark mode, the page's properties) is in the frame.
    this.look();
    const { scene, overlay, extra, palette } = this.frame();
    // Drawn in other colours than the frame's: new wood too.
    if (palette !== this.backgroundPalette) {
      this.background = renderBackground(geo, this.dpr, palette);
      this.backgroundPalette = palette;
    }
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    drawFrame(ctx, palette, geo, this.background, scene, overlay);
    extra(ctx, geo);
    if (!this.firstDrawDone) {
      this.firstDrawDone = true;
      performance.mark(`mancala:first-draw:${this.key}`);
    }
  }

  cancel() {
    if (this.pending) cancelAnimationFrame(this.pending);
    this.pending = 0;
  }

  /** Stops every pending drawing (the board is going away). */
  stop() {
    this.cancel();
    clearTimeout(this.firstBackground);
    this.firstBackground = 0;
  }
}
