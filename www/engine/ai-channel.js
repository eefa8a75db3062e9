// @ts-check
// One AI worker for the whole page, however many boards play the computer
// (the info page has four; a page author may have more): each board's
// ComputerClient (computer.js) hands its requests to this channel, which
// sends them one at a time and gives each answer to the client that asked.
// A board cancelling a request still queued only drops it; cancelling the
// one being searched ends the worker (a search cannot be interrupted
// otherwise) and the next request starts a fresh one, which loads its wasm
// from the browser's cache.

/** @typedef {import('./computer.js').Answer} Answer */

/**
 * A request on its way: the message for the worker and who hears of it.
 * @typedef {object} Job
 * @property {number} id
 * @property {{ id: number, kind: string }} message
 * @property {(answer: Answer) => void} answered  the final answer (a move, a hint, review-done or an error)
 * @property {(answer: Answer) => void} [progress]  a review's answers before the last
 */

export class AiChannel {
  /**
   * @param {() => Worker} startWorker
   */
  constructor(startWorker) {
    this.startWorker = startWorker;
    /** @type {Worker | null} */
    this.worker = null;
    /** @type {Job[]} */
    this.queue = [];
    /** @type {Job | null} the request the worker is working on */
    this.running = null;
    /** The games the running worker was told about with 'prepare'. */
    this.prepared = new Set();
    this.nextId = 1;
    /** @type {string | null} why the page refused to start the worker at all (a Trusted Types or CSP rule): then every request is answered with that at once */
    this.refused = null;
  }

  /** A page-wide request id. */
  newId() {
    return this.nextId++;
  }

  /**
   * Lets the worker start loading what a game needs, once per worker.
   * @param {string} gameKey
   */
  prepare(gameKey) {
    if (this.isPrepared(gameKey)) return;
    this.ensureWorker()?.postMessage({ kind: 'prepare', game: gameKey });
    this.prepared.add(gameKey);
  }

  /**
   * Whether the running worker was already told about this game.
   * @param {string} gameKey
   */
  isPrepared(gameKey) {
    return this.worker !== null && this.prepared.has(gameKey);
  }

  /** @param {Job} job */
  submit(job) {
    this.queue.push(job);
    this.pump();
  }

  /**
   * Drops a request: from the queue, or (the one running) by ending the worker.
   * @param {number} id
   */
  cancel(id) {
    this.queue = this.queue.filter((job) => job.id !== id);
    if (this.running?.id !== id) return;
    this.running = null;
    this.stopWorker();
    // The search can no longer answer: said where tests and traces can see it.
    performance.mark(`mancala:search-ended:${id}`);
    this.pump();
  }

  /** Sends the next request when the worker is free. */
  pump() {
    if (this.running || this.queue.length === 0) return;
    const job = /** @type {Job} */ (this.queue.shift());
    const worker = this.ensureWorker();
    if (!worker) {
      job.answered({ id: job.id, kind: 'error', code: 'computer-unavailable', error: /** @type {string} */ (this.refused) });
      this.pump();
      return;
    }
    this.running = job;
    worker.postMessage(job.message);
  }

  stopWorker() {
    this.worker?.terminate();
    this.worker = null;
    this.prepared.clear();
  }

  /** @returns {Worker | null} the running worker, started if need be; null when the page refuses it */
  ensureWorker() {
    if (this.worker) return this.worker;
    if (this.refused !== null) return null;
    /** @type {Worker} */
    let worker;
    try {
      worker = this.startWorker();
    } catch (error) {
      // Refused before it could load: trying again would be refused the same way.
      this.refused = error instanceof Error ? error.message : String(error);
      return null;
    }
    worker.addEventListener('message', (event) => {
      const answer = /** @type {Answer} */ (event.data);
      const job = this.running;
      if (!job || job.id !== answer.id) return;
      if (answer.kind === 'review-progress') {
        job.progress?.(answer);
        return;
      }
      this.running = null;
      job.answered(answer);
      this.pump();
    });
    worker.addEventListener('error', (event) => {
      // A worker that cannot start (blocked, its module or wasm missing, no
      // module workers) answers the request with an error instead of
      // leaving its board waiting for ever; the next request tries afresh.
      event.preventDefault();
      if (this.worker !== worker) return;
      this.stopWorker();
      const job = this.running;
      this.running = null;
      job?.answered({ id: job.id, kind: 'error', code: 'computer-unavailable', error: event.message || 'its worker did not start' });
      this.pump();
    });
    this.worker = worker;
    return worker;
  }
}
