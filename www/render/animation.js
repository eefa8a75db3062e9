// @ts-check
// Turns the engine's events into timed animation steps and plays them.
// No rule lives here: the engine says what happens (lift, drop, capture, …)
// and this only decides how long each thing takes to show.

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').GameEvent} GameEvent */

/**
 * A hand carrying seeds: where it is, how many seeds, and which lap it sows.
 * @typedef {{ at: string, seeds: number, lap: number }} Hand
 */

/**
 * What the board shows at one moment; starts from a view and follows the events.
 * @typedef {object} Scene
 * @property {Map<string, number>} seeds
 * @property {Map<string, Player>} claims
 * @property {{ A: number, B: number } | null} trays
 * @property {Map<Player, Hand>} hands
 */

/** @typedef {{ hole: string } | { tray: Player } | { hand: Player }} Anchor */
/** @typedef {{ from: Anchor, to: Anchor, count: number }} Flight */
/** @typedef {{ by: Player, from: string, to: string }} HandMove */
/** @typedef {{ key: string, params: Record<string, string> }} Banner */

/**
 * @typedef {object} Step
 * @property {string} kind  what the step shows, e.g. `lift` or `tick`
 * @property {number} duration  milliseconds at normal speed
 * @property {Array<(scene: Scene) => void>} begin
 * @property {Array<(scene: Scene) => void>} end
 * @property {Flight[]} flights
 * @property {HandMove[]} moves
 * @property {Banner | null} banner
 * @property {{ hole: string, by: Player } | null} claim
 */

/**
 * Where a sowing being shown is at this animation frame: the one part of a
 * frame that moves between the board's refreshes, so the animator's frames
 * hand it beside the board's record (state/board-record.js) instead of
 * rebuilding the record each frame.
 * @typedef {Readonly<{ scene: Scene | null, step: Step | null, progress: number }>} AnimationMoment
 */

/** No sowing shown yet. */
export const RESTING_MOMENT = Object.freeze({ scene: null, step: null, progress: 0 });

/** Milliseconds per step kind at normal speed. */
const DURATION = {
  lift: 320,
  drop: 170,
  putAside: 300,
  capture: 520,
  claim: 520,
  banner: 1100,
  raceDone: 700,
  collect: 420,
  gameOver: 700,
};

/** The longest a computer's sowing is shown at normal speed (ms): a relay of many laps quickens to fit, the turn shown, not sat through. */
export const COMPUTER_SOWING_MS = 1500;

/**
 * The duration factor that shows `steps` within `cap` ms at normal speed
 * (scaled by the speed's own factor): the speed's factor when they fit.
 * @param {readonly { duration: number }[]} steps
 * @param {number} factor  the speed's duration factor
 * @param {number} cap
 */
export function fittedFactor(steps, factor, cap) {
  const total = steps.reduce((sum, step) => sum + step.duration, 0);
  return total <= cap ? factor : (factor * cap) / total;
}

/**
 * The duration factor that shows `steps` within `cap` ms whatever the speed
 * (a lesson's wrong try): the speed's factor when they fit.
 * @param {readonly { duration: number }[]} steps
 * @param {number} factor  the speed's duration factor
 * @param {number} cap
 */
export function cappedFactor(steps, factor, cap) {
  return factor === 0 ? 0 : fittedFactor(steps, factor, cap / factor);
}

/** Speed names and their duration factors; `instant` skips the animation. */
export const SPEEDS = /** @type {const} */ ({ slow: 2, normal: 1, fast: 0.4, instant: 0 });
/** @typedef {keyof typeof SPEEDS} Speed */

/**
 * The speed a board starts with: the page's, else the player's saved
 * choice, else instant for those who asked for less motion, else the
 * board's default (normal; slow in a lesson).
 * @param {Speed | undefined} given
 * @param {string | null} saved
 * @param {boolean} reducedMotion
 * @param {Speed} [fallback]
 * @returns {Speed}
 */
export function startSpeed(given, saved, reducedMotion, fallback = 'normal') {
  if (given) return given;
  if (saved && saved in SPEEDS) return /** @type {Speed} */ (saved);
  return reducedMotion ? 'instant' : fallback;
}

/**
 * The scene a view shows, with no hand in the air.
 * @param {View} view
 * @returns {Scene}
 */
export function sceneFromView(view) {
  return {
    seeds: new Map(view.holes.map((h) => [h.label, h.seeds])),
    claims: new Map(view.holes.flatMap((h) => (h.claimed_by ? [[h.label, h.claimed_by]] : []))),
    trays: view.captured ? { A: view.captured.A, B: view.captured.B } : null,
    hands: new Map(),
  };
}

/**
 * Each player's seeds in the holes they have claimed, as a scene shows them
 * (Sulus Aidi's score while a sowing is animated).
 * @param {Scene} scene
 * @returns {{ A: number, B: number }}
 */
export function claimedSeeds(scene) {
  const score = { A: 0, B: 0 };
  for (const [hole, owner] of scene.claims) score[owner] += scene.seeds.get(hole) ?? 0;
  return score;
}

/**
 * @param {string} kind
 * @param {number} duration
 * @returns {Step}
 */
function emptyStep(kind, duration) {
  return { kind, duration, begin: [], end: [], flights: [], moves: [], banner: null, claim: null };
}

/**
 * @param {Scene} scene
 * @param {string} hole
 * @param {number} delta
 */
function addSeeds(scene, hole, delta) {
  scene.seeds.set(hole, Math.max(0, (scene.seeds.get(hole) ?? 0) + delta));
}

/**
 * @param {Scene} scene
 * @param {Player} player
 * @param {number} delta
 */
function addToTray(scene, player, delta) {
  if (scene.trays) scene.trays[player] += delta;
}

/**
 * @param {Scene} scene
 * @param {Player} player
 * @param {number} delta
 */
function addToHand(scene, player, delta) {
  const hand = scene.hands.get(player);
  if (hand) hand.seeds = Math.max(0, hand.seeds + delta);
}

/**
 * Builds the steps that show a move's events, in order. In the Sulus Aidi
 * opening every tick becomes one step in which both hands drop at once.
 * @param {GameEvent[]} events
 * @returns {Step[]}
 */
export function buildSteps(events) {
  /** @type {Step[]} */
  const steps = [];
  /** Where each hand is while building, to know where its next drop starts. */
  /** @type {Map<Player, string>} */
  const handAt = new Map();
  /** @type {Player | null} */
  let lastHand = null;
  /** @type {Step | null} the open step of the current race tick */
  let tick = null;
  /** @type {Step[]} banners waiting for the end of the current tick */
  let afterTick = [];

  const closeTick = () => {
    if (tick) steps.push(tick, ...afterTick);
    tick = null;
    afterTick = [];
  };

  for (const event of events) {
    switch (event.type) {
      case 'tick':
        closeTick();
        tick = emptyStep('tick', DURATION.drop * 1.6);
        break;
      case 'lift': {
        const { by, hole, seeds } = event;
        handAt.set(by, hole);
        lastHand = by;
        /** The seeds leave the hole and the hand moves over it. */
        const leaveHole = (/** @type {Scene} */ scene) => {
          const hand = scene.hands.get(by);
          scene.hands.set(by, { at: hole, seeds: hand ? hand.seeds : 0, lap: hand ? hand.lap : 0 });
          addSeeds(scene, hole, -seeds);
        };
        /** The seeds are in the hand: a new lap starts. */
        const fillHand = (/** @type {Scene} */ scene) => {
          const hand = scene.hands.get(by);
          if (hand) {
            hand.seeds += seeds;
            hand.lap += 1;
          }
        };
        if (tick) {
          // A relay inside a race tick: lifting takes no time.
          tick.end.push(leaveHole, fillHand);
          break;
        }
        // The two opening lifts of the Sulus Aidi race happen together.
        const previous = steps[steps.length - 1];
        const joinsPrevious = previous?.kind === 'lift' && previous.flights.every((f) => 'hand' in f.to && f.to.hand !== by);
        const step = joinsPrevious ? previous : emptyStep('lift', DURATION.lift);
        step.begin.push(leaveHole);
        step.flights.push({ from: { hole }, to: { hand: by }, count: Math.min(seeds, 8) });
        step.end.push(fillHand);
        if (!joinsPrevious) steps.push(step);
        break;
      }
      case 'drop': {
        const { by, hole } = event;
        const from = handAt.get(by) ?? hole;
        handAt.set(by, hole);
        lastHand = by;
        const step = tick ?? emptyStep('drop', DURATION.drop);
        step.moves.push({ by, from, to: hole });
        step.end.push((scene) => {
          addToHand(scene, by, -1);
          const hand = scene.hands.get(by);
          if (hand) hand.at = hole;
          addSeeds(scene, hole, 1);
        });
        if (!tick) steps.push(step);
        break;
      }
      case 'put-aside': {
        const { by } = event;
        const step = emptyStep('put-aside', DURATION.putAside);
        step.begin.push((scene) => addToHand(scene, by, -1));
        step.flights.push({ from: { hand: by }, to: { tray: by }, count: 1 });
        step.end.push((scene) => addToTray(scene, by, 1));
        steps.push(step);
        break;
      }
      case 'capture': {
        const { hole, seeds, to, kind, by } = event;
        const step = emptyStep('capture', DURATION.capture);
        step.begin.push((scene) => addSeeds(scene, hole, -seeds));
        step.flights.push({ from: { hole }, to: { tray: to }, count: seeds });
        step.end.push((scene) => addToTray(scene, to, seeds));
        step.banner = { key: `capture.${kind}`, params: { player: by, owner: to, hole, seeds: String(seeds) } };
        (tick ? afterTick : steps).push(step);
        break;
      }
      case 'claim': {
        const { by, hole } = event;
        const step = emptyStep('claim', DURATION.claim);
        step.claim = { hole, by };
        step.end.push((scene) => scene.claims.set(hole, by));
        (tick ? afterTick : steps).push(step);
        break;
      }
      case 'race-done': {
        const step = emptyStep('race-done', DURATION.raceDone);
        step.banner = { key: 'banner.raceDone', params: { player: event.player, tick: String(event.tick) } };
        const { player } = event;
        step.end.push((scene) => {
          const hand = scene.hands.get(player);
          if (hand && hand.seeds === 0) scene.hands.delete(player);
        });
        (tick ? afterTick : steps).push(step);
        break;
      }
      case 'race-won':
      case 'extra-move':
      case 'pass': {
        closeTick();
        const step = emptyStep('banner', DURATION.banner);
        const key = { 'race-won': 'banner.raceWon', 'extra-move': 'banner.extra', pass: 'banner.pass' }[event.type];
        step.banner = { key, params: { player: event.player } };
        step.begin.push((scene) => scene.hands.clear());
        steps.push(step);
        break;
      }
      case 'collect': {
        closeTick();
        const { hole, seeds, to } = event;
        const step = emptyStep('collect', DURATION.collect);
        const holder = lastHand;
        if (hole) {
          step.begin.push((scene) => addSeeds(scene, hole, -seeds));
          step.flights.push({ from: { hole }, to: { tray: to }, count: seeds });
        } else if (holder) {
          step.begin.push((scene) => addToHand(scene, holder, -seeds));
          step.flights.push({ from: { hand: holder }, to: { tray: to }, count: seeds });
        }
        step.end.push((scene) => addToTray(scene, to, seeds));
        steps.push(step);
        break;
      }
      case 'game-over': {
        closeTick();
        const step = emptyStep('game-over', DURATION.gameOver);
        step.begin.push((scene) => scene.hands.clear());
        steps.push(step);
        break;
      }
    }
  }
  closeTick();
  // Hands that are empty once their sowing ends leave the board.
  const tidy = emptyStep('tidy', 0);
  tidy.end.push((scene) => {
    for (const [player, hand] of scene.hands) if (hand.seeds === 0) scene.hands.delete(player);
  });
  steps.push(tidy);
  return steps;
}

/**
 * Plays steps on a scene, one animation frame at a time.
 */
export class Animator {
  /**
   * @param {(scene: Scene, step: Step | null, progress: number) => void} draw
   */
  constructor(draw) {
    this.draw = draw;
    /** @type {Step[]} */
    this.steps = [];
    this.index = 0;
    /** @type {Scene | null} */
    this.scene = null;
    this.factor = 1;
    this.stepStart = 0;
    this.frame = 0;
    /** @type {(() => void) | null} */
    this.onDone = null;
  }

  get running() {
    return this.scene !== null;
  }

  /**
   * @param {Step[]} steps
   * @param {Scene} scene  changed in place as the steps run
   * @param {number} factor  duration factor; 0 shows the end at once
   * @param {() => void} onDone
   */
  run(steps, scene, factor, onDone) {
    this.finish();
    this.steps = steps;
    this.index = 0;
    this.scene = scene;
    this.factor = factor;
    this.onDone = onDone;
    this.startStep(performance.now());
    if (factor === 0) {
      this.finish();
      return;
    }
    this.frame = requestAnimationFrame((now) => this.tick(now));
  }

  /** @param {number} now */
  startStep(now) {
    const step = this.steps[this.index];
    if (step && this.scene) for (const act of step.begin) act(this.scene);
    this.stepStart = now;
  }

  /** @param {number} now */
  tick(now) {
    const scene = this.scene;
    if (!scene) return;
    // Finish every step whose time is up (several per frame at high speed).
    for (;;) {
      const step = this.steps[this.index];
      if (!step) {
        this.finish();
        return;
      }
      const length = step.duration * this.factor;
      if (now - this.stepStart < length) break;
      for (const act of step.end) act(scene);
      this.index += 1;
      this.startStep(this.stepStart + length);
    }
    const step = this.steps[this.index];
    const progress = (now - this.stepStart) / (step.duration * this.factor);
    this.draw(scene, step, Math.min(1, Math.max(0, progress)));
    this.frame = requestAnimationFrame((t) => this.tick(t));
  }

  /**
   * Changes the speed of the running animation without a jump.
   * @param {number} factor  0 jumps to the end
   */
  setFactor(factor) {
    if (!this.scene) return;
    if (factor === 0) {
      this.finish();
      return;
    }
    const step = this.steps[this.index];
    const now = performance.now();
    const done = step && step.duration > 0 ? (now - this.stepStart) / (step.duration * this.factor) : 0;
    this.factor = factor;
    this.stepStart = now - done * (step ? step.duration : 0) * factor;
  }

  /** Jumps to the end: runs what is left at once and reports done. */
  finish() {
    cancelAnimationFrame(this.frame);
    const scene = this.scene;
    if (!scene) return;
    const step = this.steps[this.index];
    if (step) {
      for (const act of step.end) act(scene);
      for (const rest of this.steps.slice(this.index + 1)) {
        for (const act of rest.begin) act(scene);
        for (const act of rest.end) act(scene);
      }
    }
    this.steps = [];
    this.scene = null;
    const done = this.onDone;
    this.onDone = null;
    if (done) done();
  }
}
