// @ts-check
// Sounds of the seeds, made with Web Audio (no sound files): a short wooden
// tick for each seed dropped, a two-note chime for a capture. The switch is
// remembered; embedded boards are silent until the player turns sound on.

/** @typedef {import('../store/storage.js').SafeStorage} SafeStorage */

/** Step kinds (render/animation.js) that make a sound, and which. */
const SOUND_OF = /** @type {Record<string, 'tick' | 'chime'>} */ ({ drop: 'tick', putAside: 'tick', capture: 'chime', collect: 'chime', claim: 'chime' });

export class SeedSound {
  /**
   * @param {SafeStorage} storage
   * @param {string} key  where the switch is remembered
   * @param {boolean} onByDefault
   */
  constructor(storage, key, onByDefault) {
    this.storage = storage;
    this.key = key;
    const saved = storage.get(key);
    this.on = saved === null ? onByDefault : saved === 'on';
    /** @type {AudioContext | null} */
    this.context = null;
  }

  /** @param {boolean} on */
  setOn(on) {
    this.on = on;
    this.storage.set(this.key, on ? 'on' : 'off');
  }

  /**
   * The sound of an animation step, if it has one.
   * @param {string} kind
   */
  play(kind) {
    const sound = SOUND_OF[kind];
    if (!this.on || !sound) return;
    // A friend's moves replayed as a link opens come before any click or key: silent until the person acts
    // (browsers refuse audio before, with a console warning).
    if (!this.context && navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    try {
      // Created on first use: moves come from a click or a key, which browsers require.
      this.context ??= new AudioContext();
      const now = this.context.currentTime;
      if (sound === 'tick') this.tone(520, now, 0.05, 0.18);
      else {
        this.tone(660, now, 0.12, 0.16);
        this.tone(990, now + 0.09, 0.18, 0.14);
      }
    } catch {
      // No Web Audio here: the game plays on in silence.
      this.on = false;
    }
  }

  /**
   * One short note with a quick decay.
   * @param {number} frequency
   * @param {number} at  seconds, on the context's clock
   * @param {number} length  seconds
   * @param {number} volume
   */
  tone(frequency, at, length, volume) {
    const context = /** @type {AudioContext} */ (this.context);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(volume, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + length);
  }

  dispose() {
    void this.context?.close().catch(() => {});
  }
}
