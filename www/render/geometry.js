// @ts-check
// Where things sit on the canvas. Holes come from the engine's row/col, so
// every board shape (2×6, 2×12 with stores, the 3×6 of Sulus Aidi) is laid
// out by the same code. Narrow screens turn a long board a quarter turn
// counter-clockwise, which keeps the sowing direction counter-clockwise.

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {{ x: number, y: number }} Point */
/** @typedef {{ x: number, y: number, w: number, h: number }} Rect */

/** Distance between hole centres, in board units. */
const PITCH = 1.2;
export const HOLE_RADIUS = 0.46;
const PAD = 0.2;
/** Band above and below the board for the players' name plates. */
const PLATE_BAND = 0.62;
const TRAY_WIDTH = 1.35;
/** Stores on a board whose plates sit beside them: the long axis is all holes. */
const SHORT_TRAY_WIDTH = 1.0;
/** Band beside an upright board, each side, for a plate beside its player's store. */
const SIDE_PLATE_BAND = 1.1;
const END_WIDTH = 0.3;
/** Largest drawn size of a board unit, in CSS pixels. */
const MAX_SCALE = 64;
/** Largest unit of an upright board: it should fit a phone screen's height. */
const MAX_UPRIGHT_SCALE = 48;
/** A board whose holes would be smaller than this turns upright. */
const MIN_HORIZONTAL_PITCH_PX = 44;
/** Largest unit of a board fitted into a box (the play page, embed.html): the screen is the limit. */
const MAX_FIT_SCALE = 160;

export class BoardGeometry {
  /**
   * @param {View} view
   * @param {number} cssWidth  width of the container
   * @param {number} viewportHeight  to keep an upright board on screen
   * @param {number | null} [fitHeight]  the box's height when the board must fit inside it (as large as it can)
   * @param {Player} [bottom]  whose side is drawn at the bottom: A turns the board a half turn (sowing stays counter-clockwise)
   * @param {'flat' | 'any'} [orientation]  fitted: flat keeps the rows across (a board on top of a portrait screen, state/layout.js)
   */
  constructor(view, cssWidth, viewportHeight, fitHeight = null, bottom = 'B', orientation = 'any') {
    this.flipped = bottom === 'A';
    this.rows = view.rows;
    this.cols = view.cols;
    /** Stores (Anywoli) or trays of captured seeds (Sokusowó, Sadeqa II). */
    this.hasTrays = view.captured != null;
    this.hasStores = view.has_stores;
    const boardHeight = this.rows * PITCH + 0.3;
    /** @param {number} endWidth @returns {number} the board's length, stores or trays included */
    const boardLength = (endWidth) => 2 * endWidth + this.cols * PITCH;
    const width = fitHeight === null ? Math.max(cssWidth, 200) : Math.max(cssWidth, 80);
    const flatOnly = fitHeight !== null && orientation === 'flat';
    // Kept flat on a narrow screen, short trays leave the holes their touch size.
    const shortFlatTrays = flatOnly && this.hasTrays && (width / (2 * TRAY_WIDTH + this.cols * PITCH + 2 * PAD)) * PITCH < MIN_HORIZONTAL_PITCH_PX;
    const endWidth = this.hasTrays && !shortFlatTrays ? TRAY_WIDTH : this.hasTrays ? SHORT_TRAY_WIDTH : END_WIDTH;
    // Upright with the plates beside the stores: shorter stores, nothing past the ends.
    const besideEndWidth = this.hasTrays ? SHORT_TRAY_WIDTH : END_WIDTH;
    // A fitted board takes the room it is given (above); in the page's flow it keeps a usable least width.
    const height = fitHeight === null ? Math.max(viewportHeight, 480) : Math.max(fitHeight, 120);
    const maxUpright = fitHeight === null ? MAX_UPRIGHT_SCALE : MAX_FIT_SCALE;
    // Flat, the name plates sit above and below the board; upright, they
    // sit at its top and bottom ends (unrotated: its East and West ends),
    // or beside the stores when at the ends they would make the holes too small.
    const flatScale = Math.min(
      width / (boardLength(endWidth) + 2 * PAD),
      fitHeight === null ? MAX_SCALE : Math.min(height / (boardHeight + 2 * PLATE_BAND), MAX_FIT_SCALE),
    );
    const endsScale = Math.min(width / (boardHeight + 2 * PAD), height / (boardLength(endWidth) + 2 * PAD + 2 * PLATE_BAND), maxUpright);
    const besideScale = Math.min(width / (boardHeight + 2 * PAD + 2 * SIDE_PLATE_BAND), height / (boardLength(besideEndWidth) + 2 * PAD), maxUpright);
    /** Upright, the plates beside the stores rather than past the board's ends. */
    this.platesBeside = endsScale * PITCH < MIN_HORIZONTAL_PITCH_PX && besideScale > endsScale;
    const uprightScale = this.platesBeside ? besideScale : endsScale;
    // Fitted: whichever way round draws the board larger, within width and height.
    this.upright = !flatOnly && (fitHeight !== null || flatScale * PITCH < MIN_HORIZONTAL_PITCH_PX) && uprightScale > flatScale * 1.15;
    if (!this.upright) this.platesBeside = false;
    this.scale = this.upright ? uprightScale : flatScale;
    this.endWidth = this.platesBeside ? besideEndWidth : endWidth;
    const boardWidth = boardLength(this.endWidth);
    const endBand = this.upright && !this.platesBeside ? PLATE_BAND : 0;
    const sideBand = this.platesBeside ? PAD + SIDE_PLATE_BAND : this.upright ? PAD : PLATE_BAND;
    // Unrotated board units: x to the East, y to the South.
    this.boardRect = { x: PAD + endBand, y: sideBand, w: boardWidth, h: boardHeight };
    this.endBand = endBand;
    this.unitsWide = boardWidth + 2 * (PAD + endBand);
    this.unitsHigh = boardHeight + 2 * sideBand;
    const drawnWidth = (this.upright ? this.unitsHigh : this.unitsWide) * this.scale;
    this.cssWidth = width;
    this.cssHeight = Math.ceil((this.upright ? this.unitsWide : this.unitsHigh) * this.scale);
    this.offsetX = (width - drawnWidth) / 2;

    /** @type {Map<string, Point>} */
    this.holes = new Map();
    /** @type {Map<string, Player>} */
    this.owners = new Map();
    /** Where one player's part of a row meets the other's (Sulus Aidi's middle row): a pair of screen points. */
    /** @type {Array<[Point, Point]>} */
    this.borders = [];
    for (const hole of view.holes) {
      this.holes.set(hole.label, this.toScreen(this.holeCentre(hole.row, hole.col)));
      this.owners.set(hole.label, hole.owner);
      const east = view.holes.find((h) => h.row === hole.row && h.col === hole.col + 1);
      if (east && east.owner !== hole.owner) {
        const x = this.boardRect.x + this.endWidth + (hole.col + 1) * PITCH;
        const y = this.holeCentre(hole.row, hole.col).y;
        this.borders.push([this.toScreen({ x, y: y - PITCH * 0.45 }), this.toScreen({ x, y: y + PITCH * 0.45 })]);
      }
    }
    /** Hole labels in sowing-circuit order. */
    this.circuit = view.holes.map((h) => h.label);
    /** Adjacent circuit holes are one pitch apart; jumps (Sulus Aidi 9B→1A) are longer. */
    this.pitchPx = PITCH * this.scale;
    this.holeRadius = HOLE_RADIUS * this.scale;
  }

  /**
   * @param {number} row
   * @param {number} col
   * @returns {Point}
   */
  holeCentre(row, col) {
    return {
      x: this.boardRect.x + this.endWidth + (col + 0.5) * PITCH,
      y: this.boardRect.y + 0.15 + (row + 0.5) * PITCH,
    };
  }

  /**
   * Board units to CSS pixels, turning the board upright when needed.
   * @param {Point} point
   * @returns {Point}
   */
  toScreen(point) {
    // The layout is symmetric about its centre, so a half turn stays inside it.
    const p = this.flipped ? { x: this.unitsWide - point.x, y: this.unitsHigh - point.y } : point;
    if (this.upright) {
      return { x: this.offsetX + p.y * this.scale, y: (this.unitsWide - p.x) * this.scale };
    }
    return { x: this.offsetX + p.x * this.scale, y: p.y * this.scale };
  }

  /**
   * A rectangle in board units to CSS pixels.
   * @param {Rect} r
   * @returns {Rect}
   */
  rectToScreen(r) {
    const a = this.toScreen({ x: r.x, y: r.y });
    const b = this.toScreen({ x: r.x + r.w, y: r.y + r.h });
    return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
  }

  /** The wooden board, in CSS pixels. */
  board() {
    return this.rectToScreen(this.boardRect);
  }

  /**
   * The store or tray of a player: A's at the West end (A's right hand),
   * B's at the East end (B's right hand).
   * @param {Player} player
   * @returns {Rect}
   */
  tray(player) {
    const inset = 0.18;
    // A short store comes nearer the board's end: its count needs the room.
    const endInset = this.platesBeside ? 0.1 : inset;
    const r = this.boardRect;
    const x = player === 'A' ? r.x + endInset : r.x + r.w - this.endWidth + inset * 0.4;
    return this.rectToScreen({ x, y: r.y + inset, w: this.endWidth - endInset - inset * 0.4, h: r.h - 2 * inset });
  }

  /**
   * Centre of a player's tray, or of their side of the board when the game
   * has no trays (where their seeds go at the end).
   * @param {Player} player
   * @returns {Point}
   */
  trayCentre(player) {
    if (this.hasTrays) {
      const t = this.tray(player);
      return { x: t.x + t.w / 2, y: t.y + t.h / 2 };
    }
    return this.plate(player);
  }

  /**
   * Where a player's name plate goes: A above the board, B below (or at
   * the board's ends, or beside the stores, when upright).
   * @param {Player} player
   * @returns {Point}
   */
  plate(player) {
    const r = this.boardRect;
    if (this.platesBeside) {
      // Beside the player's own store, on the side of their own row: A's
      // bottom left, B's top right.
      const x = player === 'A' ? r.x + this.endWidth / 2 : r.x + r.w - this.endWidth / 2;
      const y = player === 'A' ? SIDE_PLATE_BAND / 2 : this.unitsHigh - SIDE_PLATE_BAND / 2;
      return this.toScreen({ x, y });
    }
    if (this.upright) {
      // At the end of the player's own row that holds their own store: A's
      // (West, turned to the bottom left), B's (East, turned to the top right).
      const row = player === 'A' ? 0 : this.rows - 1;
      const x = player === 'A' ? r.x - this.endBand / 2 : r.x + r.w + this.endBand / 2;
      return this.toScreen({ x, y: this.holeCentre(row, 0).y });
    }
    const y = player === 'A' ? r.y / 2 : r.y + r.h + r.y / 2;
    return this.toScreen({ x: r.x + r.w / 2, y });
  }

  /**
   * The hole under a point, if any (a little generous, for fingers).
   * @param {number} x
   * @param {number} y
   * @returns {string | null}
   */
  hitTest(x, y) {
    const reach = this.pitchPx / 2;
    for (const [label, c] of this.holes) {
      if (Math.hypot(x - c.x, y - c.y) <= reach) return label;
    }
    return null;
  }

  /**
   * The nearest hole from `from` in a screen direction, for arrow keys.
   * @param {string} from
   * @param {number} dx
   * @param {number} dy
   * @returns {string}
   */
  neighbour(from, dx, dy) {
    const start = this.holes.get(from);
    if (!start) return from;
    let best = from;
    let bestCost = Infinity;
    for (const [label, c] of this.holes) {
      const vx = c.x - start.x;
      const vy = c.y - start.y;
      const along = vx * dx + vy * dy;
      if (along <= 1) continue;
      const across = Math.abs(vx * dy - vy * dx);
      const cost = along + 2 * across;
      if (cost < bestCost) {
        bestCost = cost;
        best = label;
      }
    }
    return best;
  }

  /**
   * The part of the canvas the board and its plates are drawn on, rounded,
   * for the read-only test hook: [x, y, width, height] in CSS px.
   * @returns {[number, number, number, number]}
   */
  drawnBox() {
    const wide = (this.upright ? this.unitsHigh : this.unitsWide) * this.scale;
    return [Math.round(this.offsetX), 0, Math.round(wide), this.cssHeight];
  }

  /**
   * Where the plates and the stores or trays sit, rounded, for the read-only test hook.
   * @returns {{ plates: Record<Player, [number, number]>, trays: Record<Player, [number, number]> | null }}
   */
  sideMarks() {
    /** @param {Point} p @returns {[number, number]} */
    const round = (p) => [Math.round(p.x), Math.round(p.y)];
    const plates = { A: round(this.plate('A')), B: round(this.plate('B')) };
    return { plates, trays: this.hasTrays ? { A: round(this.trayCentre('A')), B: round(this.trayCentre('B')) } : null };
  }

  /**
   * Centre positions of all holes relative to the canvas, rounded, for the
   * read-only test hook.
   * @returns {Record<string, [number, number]>}
   */
  holeCentres() {
    /** @type {Record<string, [number, number]>} */
    const out = {};
    for (const [label, c] of this.holes) out[label] = [Math.round(c.x), Math.round(c.y)];
    return out;
  }
}
