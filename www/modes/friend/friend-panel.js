// @ts-check
// Play a friend: the panel beside a board for a game with a friend by
// links (modes/friend/friend-play.js does the playing). Without a friend game it offers
// to start one (a name, a side, who starts); with one it says whose turn it
// is and, once the friend is to act, offers the link at once: the system
// share sheet where the browser has one, Copy, and a QR code. Resign, an
// offer of a draw (and the friend's, answered), rematch and the review of a finished game are here too. The page's
// friend links (the address's fragment) are opened from here.

import { gameInfo } from '../../engine/engine.js';
import { addBoardPanel } from '../../ui/board-view.js';
import { el, nameInText } from '../../ui/dom.js';
import { copyOrSelect } from '../../ui/records.js';
import { PLAY_FRIEND_HASH, takeFriendFragment } from './friend-address.js';
import { acceptDraw, declineDraw, drawOfferBy, mayOfferDraw, offerDraw } from './friend-draw.js';
import { cleanName, whoActs } from './friend-game.js';
import { acceptHelp, declineHelp, mayAnswerHelp } from './friend-help.js';
import { FriendPlay, NAME_KEY } from './friend-play.js';

/** @typedef {import('../../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../../types.js').Engine} Engine */

export class FriendPanel {
  /**
   * @param {MancalaBoard} board
   * @param {Engine} engine
   * @param {readonly string[]} knownGames  every game key, to tell which board a link is for
   */
  constructor(board, engine, knownGames) {
    this.board = board;
    this.play = new FriendPlay(board, engine, () => this.update());
    /** Asked once to confirm resigning. */
    this.confirmResign = false;
    /** Whether the QR code is shown. */
    this.showQr = false;
    /** The link the QR code was drawn for. */
    this.qrFor = '';
    this.ui = this.createElements();
    addBoardPanel(board.root, this.ui.details);
    // Fitted (the play page), the link to send sits in the strip under the
    // board's status, in sight on every screen the moment the friend is to
    // act, not in the tab's small scrolling area under the tabs.
    board.root.querySelector('.mg-strip > .mg-status')?.after(this.ui.sendBox);
    this.wire();
    this.onChange = () => {
      this.play.sync();
      this.update();
    };
    this.unsubscribe = board.subscribe(this.onChange);
    this.onHashChange = () => this.takeLink(knownGames);
    window.addEventListener('hashchange', this.onHashChange);
    this.onChange();
    this.takeLink(knownGames);
    if (location.hash === PLAY_FRIEND_HASH) {
      // Sent here to play a friend (the info page's boards): the panel opens.
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      this.ui.details.open = true;
    }
  }

  /** @param {readonly string[]} knownGames */
  takeLink(knownGames) {
    const fragment = takeFriendFragment(this.board.key, knownGames);
    if (!fragment) return;
    this.ui.details.open = true;
    this.board.root.scrollIntoView({ block: 'start' });
    void this.play.open(fragment);
  }

  dispose() {
    window.removeEventListener('hashchange', this.onHashChange);
    this.unsubscribe();
    if (this.play.mode.set(false)) this.board.refresh();
  }

  createElements() {
    const button = (/** @type {string} */ cls) => el('button', { type: 'button', class: cls });
    const summary = el('summary');
    const intro = el('p', { class: 'mg-friend-intro' });
    const nameText = el('span');
    const name = el('input', { type: 'text', class: 'mg-friend-name', maxlength: '24', autocomplete: 'nickname' });
    const sideText = el('span');
    const side = el('select', { class: 'mg-friend-side' }, [el('option', { value: 'B' }), el('option', { value: 'A' })]);
    const startText = el('span');
    const start = el('select', { class: 'mg-friend-start' }, [el('option', { value: 'me' }), el('option', { value: 'friend' })]);
    const optionsNote = el('p', { class: 'mg-friend-note' });
    const helpText = el('span');
    const help = el('input', { type: 'checkbox', class: 'mg-friend-help' });
    const begin = button('mg-friend-begin');
    const setup = el('div', { class: 'mg-friend-setup' }, [
      el('label', { class: 'mg-inline-label' }, [nameText, name]),
      el('label', { class: 'mg-inline-label' }, [sideText, side]),
      el('label', { class: 'mg-inline-label' }, [startText, start]),
      el('label', { class: 'mg-friend-help-label' }, [help, helpText]),
      optionsNote,
      el('div', { class: 'mg-record-buttons' }, [begin]),
    ]);
    const status = el('p', { class: 'mg-friend-status' });
    const linkText = el('span');
    const link = el('input', { type: 'text', class: 'mg-friend-link', readonly: '', spellcheck: 'false' });
    const share = button('mg-friend-share');
    const copy = button('mg-friend-copy');
    const qr = button('mg-friend-qr-button');
    qr.setAttribute('aria-expanded', 'false');
    const qrBox = el('div', { class: 'mg-friend-qr' });
    const send = el('div', { class: 'mg-friend-send' }, [
      el('label', { class: 'mg-friend-link-label' }, [linkText, link]),
      el('div', { class: 'mg-record-buttons' }, [share, copy, qr]),
      qrBox,
    ]);
    // The name this device sends, given while playing too (the friend who received the first link never saw the form).
    const myNameText = el('span');
    const myName = el('input', { type: 'text', class: 'mg-friend-name mg-friend-my-name', maxlength: '24', autocomplete: 'nickname' });
    const resign = button('mg-friend-resign');
    const rematch = button('mg-friend-rematch');
    const review = button('mg-friend-review');
    const offerDraw = button('mg-friend-offer-draw');
    // An offer of a draw, the friend's (with Accept and Decline) or this device's own (waiting for the answer).
    const drawText = el('p', { class: 'mg-friend-draw-text', role: 'status' });
    const acceptDraw = button('mg-friend-accept-draw');
    const declineDraw = button('mg-friend-decline-draw');
    const drawBox = el('div', { class: 'mg-friend-draw' }, [drawText, el('div', { class: 'mg-record-buttons' }, [acceptDraw, declineDraw])]);
    // Engine help: what was agreed, and the friend's offer of it answered before this device's first move.
    const helpState = el('p', { class: 'mg-friend-help-state' });
    const acceptHelpButton = button('mg-friend-accept-help');
    const declineHelpButton = button('mg-friend-decline-help');
    const helpAnswer = el('div', { class: 'mg-record-buttons mg-friend-help-answer' }, [acceptHelpButton, declineHelpButton]);
    const nameRow = el('label', { class: 'mg-inline-label' }, [myNameText, myName]);
    const playing = el('div', { class: 'mg-friend-game' }, [
      status,
      helpState,
      helpAnswer,
      drawBox,
      nameRow,
      send,
      el('div', { class: 'mg-record-buttons' }, [offerDraw, resign, rematch, review]),
    ]);
    const message = el('p', { class: 'mg-friend-message', role: 'status' });
    const acceptSetup = button('mg-friend-accept-setup');
    const declineSetup = button('mg-friend-decline-setup');
    const setupOffer = el('div', { class: 'mg-record-buttons mg-friend-setup-offer' }, [acceptSetup, declineSetup]);
    const details = el('details', { class: 'mg-friend' }, [summary, intro, setup, playing, message, setupOffer]);
    return {
      ...{ myNameText, myName, details, summary, intro, nameText, name, sideText, side, startText, start, optionsNote, begin, setup, playing, status },
      ...{ sendBox: send, linkText, link, share, copy, qr, qrBox, resign, rematch, review, message, setupOffer, acceptSetup, declineSetup },
      ...{ offerDraw, drawBox, drawText, acceptDraw, declineDraw },
      ...{ help, helpText, helpState, helpAnswer, acceptHelp: acceptHelpButton, declineHelp: declineHelpButton },
    };
  }

  wire() {
    const ui = this.ui;
    const board = this.board;
    ui.name.value = board.storage.get(NAME_KEY) ?? '';
    ui.name.addEventListener('change', () => board.storage.set(NAME_KEY, cleanName(ui.name.value)));
    ui.begin.addEventListener('click', () => {
      const side = ui.side.value === 'A' ? 'A' : 'B';
      const myName = cleanName(ui.name.value);
      board.storage.set(NAME_KEY, myName);
      void this.play.start({ side, myName, start: ui.start.value === 'me' ? side : side === 'A' ? 'B' : 'A', help: ui.help.checked });
    });
    this.ui.share.addEventListener('click', () => void this.share());
    this.ui.copy.addEventListener('click', () => void this.copy());
    this.ui.qr.addEventListener('click', () => {
      this.showQr = !this.showQr;
      this.update();
    });
    this.ui.resign.addEventListener('click', () => {
      if (!this.confirmResign) {
        this.confirmResign = true;
        this.update();
        return;
      }
      this.confirmResign = false;
      this.play.resign();
    });
    this.ui.rematch.addEventListener('click', () => void this.play.rematch());
    this.ui.offerDraw.addEventListener('click', () => offerDraw(this.play));
    this.ui.acceptHelp.addEventListener('click', () => acceptHelp(this.play));
    this.ui.declineHelp.addEventListener('click', () => declineHelp(this.play));
    this.ui.acceptDraw.addEventListener('click', () => acceptDraw(this.play));
    this.ui.declineDraw.addEventListener('click', () => declineDraw(this.play));
    this.ui.myName.addEventListener('change', () => {
      const myName = cleanName(ui.myName.value);
      board.storage.set(NAME_KEY, myName);
      ui.name.value = myName;
      this.play.renameMe(myName);
    });
    this.ui.acceptSetup.addEventListener('click', () => void this.play.acceptSetup());
    this.ui.declineSetup.addEventListener('click', () => this.play.declineSetup());
    this.ui.review.addEventListener('click', () => board.want('review'));
  }

  /** The system share sheet (Web Share); a share the player closed is no failure. */
  async share() {
    const link = this.play.link;
    if (!link || !navigator.share) return;
    try {
      await navigator.share({ title: this.board.t('friend.shareTitle', { game: this.board.record.view.name }), url: link });
      this.play.say('friend.shared');
    } catch (e) {
      if (!(e instanceof DOMException && e.name === 'AbortError')) await this.copy();
    }
  }

  async copy() {
    const link = this.play.link;
    if (!link) return;
    this.play.say((await copyOrSelect(link, this.ui.link)) ? 'friend.copied' : 'friend.copyFailed');
  }

  /** Brings the panel in line with the board's game and its friend game. */
  update() {
    const ui = this.ui;
    const board = this.board;
    const t = board.t;
    const friend = this.play.friend;
    // The board's record of its last refresh (a refresh the friend game asked for while this panel heard one included).
    const { view, animating } = board.record;
    ui.summary.textContent = t('friend.title');
    ui.intro.textContent = t('friend.intro');
    ui.nameText.textContent = t('friend.yourName');
    ui.name.placeholder = t('friend.namePlaceholder');
    ui.myNameText.textContent = t('friend.yourName');
    ui.myName.placeholder = t('friend.namePlaceholder');
    ui.sideText.textContent = t('friend.yourSide');
    const [sideB, sideA] = ui.side.options;
    sideB.textContent = t('friend.sideB');
    sideA.textContent = t('friend.sideA');
    ui.startText.textContent = t('friend.whoStarts');
    ui.helpText.textContent = t('friend.allowHelp');
    ui.acceptHelp.textContent = t('friend.acceptHelp');
    ui.declineHelp.textContent = t('friend.declineHelp');
    ui.start.options[0].textContent = t('friend.startMe');
    ui.start.options[1].textContent = t('friend.startFriend');
    // What the game's options and opening mean for a game by links: its own last-four options, or its hidden opening.
    const info = gameInfo(board.key);
    ui.optionsNote.textContent = t(info.options.includes('lastFour') ? 'friend.optionsAnywoli' : info.race ? 'friend.optionsSulus' : 'friend.options');
    ui.begin.textContent = t('friend.begin');
    ui.linkText.textContent = t('friend.linkLabel');
    ui.share.textContent = t('friend.share');
    ui.copy.textContent = t('friend.copy');
    ui.qr.textContent = t(this.showQr ? 'friend.qrHide' : 'friend.qr');
    ui.resign.textContent = t(this.confirmResign ? 'friend.resignSure' : 'friend.resign');
    ui.rematch.textContent = t('friend.rematch');
    ui.review.textContent = t('friend.review');
    ui.offerDraw.textContent = t('friend.offerDraw');
    ui.acceptDraw.textContent = t('friend.acceptDraw');
    ui.declineDraw.textContent = t('friend.declineDraw');
    ui.message.textContent = this.play.message ? t(this.play.message.key, this.play.message.params) : '';
    ui.acceptSetup.textContent = t('friend.acceptSetup');
    ui.declineSetup.textContent = t('friend.declineSetup');
    ui.setupOffer.hidden = this.play.setupOffered === null;
    ui.setup.hidden = friend !== null;
    ui.intro.hidden = friend !== null;
    ui.playing.hidden = friend === null;
    ui.details.dataset.friend = friend ? 'on' : 'off';
    ui.details.dataset.opened = String(this.play.opened);
    // The link box sits outside the game's part of the panel on the play page (the strip).
    if (!friend) ui.sendBox.hidden = true;
    if (!friend) return;
    const acts = whoActs(friend, view);
    const name = nameInText(friend.name, t('friend.yourFriend'));
    const resigned = friend.shared.resigned;
    const state = resigned
      ? t(resigned === friend.side ? 'friend.stateYouResigned' : 'friend.stateTheyResigned', { name })
      : friend.shared.drawAgreed
        ? t(friend.shared.drawAgreed === friend.side ? 'friend.stateYouAcceptedDraw' : 'friend.stateTheyAcceptedDraw', { name })
        : acts === 'over'
          ? t('friend.stateOver')
          : acts === 'me'
            ? t(view.phase === 'race' ? 'friend.statePick' : 'friend.stateYourTurn')
            : t('friend.stateTheirTurn', { name });
    ui.status.textContent = t('friend.status', { name, side: board.playerName(friend.side), state });
    ui.details.dataset.turn = acts;
    // Engine help as agreed (or offered, or declined), said in the panel; the friend's offer answered here.
    const help = friend.shared.help;
    const helpKey = !help
      ? 'friend.helpOff'
      : help.agreed
        ? 'friend.helpOn'
        : help.by === friend.side
          ? 'friend.helpAsked'
          : mayAnswerHelp(this.play)
            ? 'friend.helpOffered'
            : 'friend.helpOff';
    ui.helpState.textContent = t(helpKey, { name });
    ui.details.dataset.help = helpKey.slice('friend.help'.length).toLowerCase();
    ui.helpAnswer.hidden = helpKey !== 'friend.helpOffered' || this.play.replaying || animating;
    // Not while the player types in it.
    if (/** @type {ShadowRoot | Document} */ (ui.myName.getRootNode()).activeElement !== ui.myName) ui.myName.value = friend.myName;
    const link = this.play.link;
    // Only a link made for the friend's turn is offered: never on this
    // device's turn, nor the last one sent while the friend's moves replay.
    const replaying = this.play.replaying || animating;
    const wasHidden = ui.sendBox.hidden;
    ui.sendBox.hidden = link === null || acts === 'me' || replaying;
    // Offered now: in sight, even where the column was scrolled to the panel's form.
    if (wasHidden && !ui.sendBox.hidden) ui.sendBox.scrollIntoView({ block: 'nearest' });
    ui.link.value = link ?? '';
    ui.share.hidden = typeof navigator.share !== 'function';
    if (!link) this.showQr = false;
    if (this.showQr && link && this.qrFor !== link) {
      this.qrFor = link;
      // The QR encoder is fetched only when a code is first shown (a chunk of its own in the built pages).
      void import('./friend-qr.js').then(({ qrCode }) => {
        if (this.qrFor === link) this.ui.qrBox.replaceChildren(qrCode(link, t('friend.qrLabel', { name })));
      });
    }
    ui.qrBox.hidden = !this.showQr;
    ui.qr.setAttribute('aria-expanded', String(this.showQr));
    const over = acts === 'over';
    ui.resign.hidden = over;
    if (over) this.confirmResign = false;
    ui.rematch.hidden = !over;
    ui.review.hidden = !over;
    ui.offerDraw.hidden = !mayOfferDraw(this.play) || replaying;
    // An offer open now: the friend's, answered on this device's turn; this device's own, waiting.
    const offerBy = drawOfferBy(this.play);
    const offered = offerBy !== null && !replaying;
    ui.drawBox.hidden = !offered;
    ui.details.dataset.drawOffer = offered ? (offerBy === friend.side ? 'mine' : 'theirs') : '';
    ui.drawText.textContent = offered ? t(offerBy === friend.side ? 'friend.drawOfferedByYou' : 'friend.drawOfferedToYou', { name }) : '';
    ui.acceptDraw.hidden = ui.declineDraw.hidden = !offered || offerBy === friend.side;
    // A new link to send is offered at once: the panel opens.
    if (link && ui.details.dataset.link !== link) {
      ui.details.dataset.link = link;
      ui.details.open = true;
    }
  }
}
