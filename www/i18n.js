// @ts-check
// Every string the interface shows, in English and Spanish. Engine codes
// (end reasons, blocked-hole reasons) are translated here by code, never by
// parsing the engine's English text.

/** @typedef {'en' | 'es'} Lang */

export const LANGS = /** @type {const} */ (['en', 'es']);

/** @type {Record<Lang, Record<string, string>>} */
const DICTIONARIES = {
  en: {
    'page.title': 'Four mancala games from East and West Africa',
    'page.tagline': 'Sow, relay, capture and claim: play four traditional board games in your browser.',
    'page.language': 'Language',
    'page.nav': 'Games',
    'page.footer': 'Rules follow the seed texts of the project and its rulings. Everything runs in this page; nothing is sent anywhere.',
    'page.loading': 'Loading the game…',
    'page.origin': 'Origin',
    'page.board': 'Board',
    'page.rules': 'Rules',
    'page.example': 'Example',
    'page.play': 'Play',
    'play.back': '← All four games',
    'play.title': 'Play {game}',
    'play.open': 'Play {game} full screen',

    'player.A': 'A (North)',
    'player.B': 'B (South)',
    'side.A': 'A · North',
    'side.B': 'B · South',

    'status.toMove': '{player} to move',
    'status.raceFirst': '{player}: pick your opening hole ({other}, look away)',
    'status.raceSecond': '{player}: pick your opening hole ({other} has chosen, hidden)',
    'status.sowing': 'Sowing…',
    'message.sowing': 'The seeds are being sown: wait for the last one, or skip the animation.',
    'message.computer': 'The computer is choosing its move.',
    'status.over': 'Game over',
    'status.stall': 'Moves without a capture: {n} of {limit}',
    'status.openingOwed': 'First move from the rightmost hole: {players}',
    'status.score': 'Score',
    'status.hint': 'Click or tap a glowing hole, or use the arrow keys and Enter.',

    'computer.players': 'Players',
    'computer.twoPlayers': 'Two players',
    'computer.vsComputer': 'Against the computer',
    'computer.side': 'Computer plays',
    'computer.level': 'Level',
    'computer.level.beginner': 'Beginner',
    'computer.level.intermediate': 'Intermediate',
    'computer.level.expert': 'Expert',
    'computer.hint': 'Hint',
    'computer.thinking': 'Thinking…',
    'computer.toMove': 'Computer’s turn: {player}',
    'computer.race': '{player}: pick your opening hole; the computer picks its own without seeing yours',
    'computer.racePicked': '{player}: your opening hole is {hole}; the computer is picking its own',
    'computer.hintBest': 'Hint: the Expert would play {hole}.',
    'computer.proven': 'Proven with best play: {list}.',
    'computer.outcome.win': 'wins',
    'computer.outcome.draw': 'draws',
    'computer.outcome.loss': 'loses',
    'computer.byMargin': ' by {n}',
    'computer.mark.win': 'W',
    'computer.mark.draw': 'D',
    'computer.mark.loss': 'L',
    'computer.error': 'The computer could not choose: {error}',

    'result.win': '{player} wins!',
    'result.draw': 'A draw!',
    'result.captured': 'Seeds taken: B {b} · A {a}',
    'result.claimed': 'Seeds in claimed holes: B {b} · A {a}',
    'result.survival': 'Survival decides: the player left without a move loses. Seeds taken do not count (B {b} · A {a}).',
    'result.newGame': 'Play again',

    'reason.target': '{player} captured 25 seeds or more.',
    'reason.no-sowable': '{player} has no hole with 2 or more seeds; each player takes the seeds on their side.',
    'reason.no-seeds': '{player} has no seeds left to play.',
    'reason.only-endless': '{player} has seeds, but every move would sow forever.',
    'reason.four-left': 'Only four seeds were left in play.',
    'reason.all-captured': 'Every seed was captured.',
    'reason.stall': 'No capture in {n} moves; each player takes the seeds on their side.',
    'reason.no-moves': 'Neither player can move.',
    'reason.repetition': 'The same position came up three times.',

    'blocked.game-over': 'The game is over.',
    'blocked.not-yours': '{hole} belongs to {owner}; it is {player}’s turn.',
    'blocked.empty': '{hole} is empty.',
    'blocked.too-few': '{hole} holds only {seeds}: a move needs at least 2 seeds.',
    'blocked.claimed': '{hole} is claimed by {by} and cannot be sown from.',
    'blocked.endless': 'Sowing from {hole} would go round forever, so it cannot be played.',
    'blocked.opening-rightmost': 'The first move must start from the rightmost hole.',
    'blocked.race-needs-both': 'The opening is played by both players at once.',
    'blocked.not-in-race': 'The opening is already over.',
    'blocked.endless-race': 'These two opening holes would sow forever together. Choose again.',
    'blocked.no-such-hole': 'There is no such hole on this board.',
    'blocked.other': '{hole} cannot be played.',

    'button.new': 'New game',
    'button.undo': 'Undo',
    'button.redo': 'Redo',
    'button.skip': 'Skip animation',
    'button.sound': 'Sound',
    'speed.label': 'Speed',
    'speed.slow': 'Slow',
    'speed.normal': 'Normal',
    'speed.fast': 'Fast',
    'speed.instant': 'Instant',

    'options.title': 'Options',
    'options.start': 'Starting player',
    'options.lastFour': 'The last four seeds go to',
    'options.lastFour.previous': 'the player who took the group before them',
    'options.lastFour.first': 'the first player to capture with a last seed',
    'options.lastFour.lottery': 'a lottery, drawn when the game starts',
    'options.stallLimit': 'Moves without a capture that end the game',
    'options.apply': 'Start a new game with these options',
    'options.note': 'Options apply to the next new game.',
    'options.current': 'This game: {start} starts; last four: {lastFour}; stall limit {stall}.',
    'options.currentShort': 'This game: {start} starts.',
    'options.lottery.drawn': 'lottery (drawn, revealed at the end)',

    'moves.title': 'Moves',
    'moves.none': 'No moves yet.',
    'moves.item': '{n}. {player}: {move}',
    'moves.both': 'Both',

    'canvas.label': '{game} board. Use the arrow keys to choose a hole and Enter to play it.',
    'hole.describe': '{hole}: {seeds} seeds',
    'hole.describeOne': '{hole}: 1 seed',
    'hole.playable': 'can be played',
    'hole.claimedBy': 'claimed by {by}',
    'tray.store': 'store',
    'tray.captured': 'captured',

    'announce.move': '{player} played {move}.',
    'announce.race': 'Opening race: {b} for B and {a} for A.',
    'announce.raceWon': '{player} finished sowing first and starts.',
    'announce.captured': '{player} captured {n}.',
    'announce.claimed': '{player} claimed {hole}.',
    'announce.extra': '{player} plays again.',
    'announce.pass': '{player} cannot move and passes.',
    'announce.next': '{player} to move.',
    'announce.undo': 'Took back {move}.',
    'announce.newGame': 'New game of {game}. {player} to move.',
    'announce.newRace': 'New game of {game}. Both players choose their opening hole in secret.',
    'announce.chosen': '{player} has chosen.',
    'announce.over': 'Game over. {result} {reason}',

    'banner.extra': '{player} captured with the last seed and plays again',
    'banner.pass': '{player} cannot move and passes',
    'banner.raceDone': '{player} finished sowing at tick {tick}',
    'banner.raceWon': '{player} starts the game',
    'banner.lap': 'lap {n}',
    'capture.mid-sow': 'Four in {hole}: they go to {owner}',
    'capture.final-seed': 'The last seed makes four in {hole}: {player} takes them',
    'capture.opposite': '{player} captures {seeds} from {hole}',

    'notice.storageOff': 'Saving is off: this browser’s storage is full or blocked. You can play on, but a reload will lose the game.',
    'notice.corrupt': 'The saved game could not be read, so a new game was started.',
    'notice.shelved': 'The game you were playing is put aside, not lost.',
    'notice.bringBack': 'Bring back the previous game',
    'notice.broughtBack': 'The previous game is back ({n} moves); the other one is put aside.',
    'notice.swapBack': 'Swap back',
    'notice.nothingBack': 'There is no earlier game to bring back.',
    'notice.otherTab':
      'This game was changed in another tab. Your game here stays until you choose; if you play on, the other tab’s game is put aside, not lost.',
    'notice.loadOther': 'Load the other tab’s game',
    'notice.linkPrefix': 'The shared link breaks at move {k}: {error}',
    'notice.loadPrefix': 'Load its first {n} valid moves',
    'error.engine': 'The game could not start: {error}',

    'record.title': 'Record, replay and share',
    'record.copy': 'Copy record',
    'record.download': 'Download record',
    'record.share': 'Copy share link',
    'record.paste': 'Paste a record or a share link:',
    'record.load': 'Load',
    'record.file': 'Open a record file',
    'record.copied': 'The record is on the clipboard.',
    'record.linkCopied': 'The share link is on the clipboard. Send it to your opponent: they open it, play their move and send a link back.',
    'record.copyFailed': 'This browser did not allow copying: the text is selected in the box below, copy it with Ctrl+C (⌘C).',
    'record.downloaded': 'The record was downloaded as a text file.',
    'record.loaded': '{game} loaded: {n} moves. Step through it with the buttons above.',
    'record.error': 'That could not be loaded, so the current game stays: {error}',
    'record.empty': 'Paste a record or a share link into the box first.',
    'record.tooLong': 'That is too long to be a record ({n} characters; at most {max}).',
    'record.otherGame': 'it is a game of {game}; load it on that board',
    'record.fileError': 'The file could not be read.',
    'replay.first': 'Back to the start',
    'replay.back': 'One move back',
    'replay.forward': 'One move forward',
    'replay.last': 'To the last move',
    'replay.slider': 'Move to show',
    'replay.at': 'Move {k} of {n}',
    'link.error': 'The shared link could not be read, so your game stays as it was: {error}',
    'link.tooLong': 'it is {detail} characters long, far more than any game needs',
    'link.unknownPart': 'it has a part named {detail} that a game link never has',
    'link.badValue': 'its {detail} part holds a line break',

    'embed.title': 'Embed this board',
    'embed.intro': 'Put any of the four games on your own page. Choose the settings, then copy one of the two snippets.',
    'embed.game': 'Game',
    'embed.lang': 'Language',
    'embed.opponent': 'Opponent',
    'embed.opponent.human': 'Two players on one screen',
    'embed.opponent.computer': 'The computer',
    'embed.level': 'Computer level',
    'embed.start': 'Starting player',
    'embed.speed': 'Animation speed',
    'embed.speed.default': 'The player’s choice',
    'embed.size': 'Width',
    'embed.size.fit': 'Fit the container',
    'embed.element': 'Custom element (one ES module; the page must allow modules)',
    'embed.iframe': 'iframe (works on any page)',
    'embed.copy': 'Copy',
    'embed.copied': 'Copied',
    'embed.copyFailed': 'Select the text and copy it',
  },
  es: {
    'page.title': 'Cuatro juegos de mancala del este y el oeste de África',
    'page.tagline': 'Sembrar, encadenar, capturar y reclamar: juega a cuatro juegos de tablero tradicionales en tu navegador.',
    'page.language': 'Idioma',
    'page.nav': 'Juegos',
    'page.footer': 'Las reglas siguen los textos de origen del proyecto y sus decisiones. Todo se ejecuta en esta página; no se envía nada a ninguna parte.',
    'page.loading': 'Cargando el juego…',
    'page.origin': 'Origen',
    'page.board': 'Tablero',
    'page.rules': 'Reglas',
    'page.example': 'Ejemplo',
    'page.play': 'Jugar',
    'play.back': '← Los cuatro juegos',
    'play.title': 'Jugar al {game}',
    'play.open': 'Jugar al {game} a pantalla completa',

    'player.A': 'A (norte)',
    'player.B': 'B (sur)',
    'side.A': 'A · norte',
    'side.B': 'B · sur',

    'status.toMove': 'Juega {player}',
    'status.raceFirst': '{player}: elige tu agujero de salida ({other}, no mires)',
    'status.raceSecond': '{player}: elige tu agujero de salida ({other} ya ha elegido, en secreto)',
    'status.sowing': 'Sembrando…',
    'message.sowing': 'Se están sembrando las semillas: espera a la última o salta la animación.',
    'message.computer': 'La computadora está eligiendo su jugada.',
    'status.over': 'Partida terminada',
    'status.stall': 'Jugadas sin captura: {n} de {limit}',
    'status.openingOwed': 'Primera jugada desde el agujero de más a la derecha: {players}',
    'status.score': 'Puntuación',
    'status.hint': 'Haz clic o toca un agujero iluminado, o usa las flechas y Intro.',

    'computer.players': 'Jugadores',
    'computer.twoPlayers': 'Dos jugadores',
    'computer.vsComputer': 'Contra el ordenador',
    'computer.side': 'El ordenador juega con',
    'computer.level': 'Nivel',
    'computer.level.beginner': 'Principiante',
    'computer.level.intermediate': 'Intermedio',
    'computer.level.expert': 'Experto',
    'computer.hint': 'Pista',
    'computer.thinking': 'Pensando…',
    'computer.toMove': 'Turno del ordenador: {player}',
    'computer.race': '{player}: elige tu agujero de salida; el ordenador elige el suyo sin ver el tuyo',
    'computer.racePicked': '{player}: tu agujero de salida es {hole}; el ordenador está eligiendo el suyo',
    'computer.hintBest': 'Pista: el Experto jugaría {hole}.',
    'computer.proven': 'Demostrado con juego perfecto: {list}.',
    'computer.outcome.win': 'gana',
    'computer.outcome.draw': 'empata',
    'computer.outcome.loss': 'pierde',
    'computer.byMargin': ' por {n}',
    'computer.mark.win': 'G',
    'computer.mark.draw': 'E',
    'computer.mark.loss': 'P',
    'computer.error': 'El ordenador no ha podido elegir: {error}',

    'result.win': '¡Gana {player}!',
    'result.draw': '¡Empate!',
    'result.captured': 'Semillas obtenidas: B {b} · A {a}',
    'result.claimed': 'Semillas en agujeros reclamados: B {b} · A {a}',
    'result.survival': 'Decide la supervivencia: pierde quien se queda sin jugada. Las semillas obtenidas no cuentan (B {b} · A {a}).',
    'result.newGame': 'Jugar otra vez',

    'reason.target': '{player} ha capturado 25 semillas o más.',
    'reason.no-sowable': '{player} no tiene ningún agujero con 2 semillas o más; cada jugador se queda las semillas de su lado.',
    'reason.no-seeds': '{player} no tiene semillas para jugar.',
    'reason.only-endless': '{player} tiene semillas, pero cualquier jugada sembraría sin fin.',
    'reason.four-left': 'Solo quedaban cuatro semillas en juego.',
    'reason.all-captured': 'Se han capturado todas las semillas.',
    'reason.stall': 'Ninguna captura en {n} jugadas; cada jugador se queda las semillas de su lado.',
    'reason.no-moves': 'Ningún jugador puede mover.',
    'reason.repetition': 'La misma posición se ha repetido tres veces.',

    'blocked.game-over': 'La partida ha terminado.',
    'blocked.not-yours': '{hole} es de {owner}; le toca a {player}.',
    'blocked.empty': '{hole} está vacío.',
    'blocked.too-few': '{hole} solo tiene {seeds}: para mover hacen falta al menos 2 semillas.',
    'blocked.claimed': '{hole} está reclamado por {by} y no se puede sembrar desde él.',
    'blocked.endless': 'Sembrar desde {hole} daría vueltas sin fin, así que no se puede jugar.',
    'blocked.opening-rightmost': 'La primera jugada debe salir del agujero de más a la derecha.',
    'blocked.race-needs-both': 'La salida la juegan los dos jugadores a la vez.',
    'blocked.not-in-race': 'La salida ya ha terminado.',
    'blocked.endless-race': 'Estos dos agujeros de salida sembrarían juntos sin fin. Elegid otra vez.',
    'blocked.no-such-hole': 'Ese agujero no existe en este tablero.',
    'blocked.other': '{hole} no se puede jugar.',

    'button.new': 'Nueva partida',
    'button.undo': 'Deshacer',
    'button.redo': 'Rehacer',
    'button.skip': 'Saltar animación',
    'button.sound': 'Sonido',
    'speed.label': 'Velocidad',
    'speed.slow': 'Lenta',
    'speed.normal': 'Normal',
    'speed.fast': 'Rápida',
    'speed.instant': 'Instantánea',

    'options.title': 'Opciones',
    'options.start': 'Empieza',
    'options.lastFour': 'Las cuatro últimas semillas son para',
    'options.lastFour.previous': 'quien se llevó el grupo anterior',
    'options.lastFour.first': 'quien capturó primero con la última semilla',
    'options.lastFour.lottery': 'un sorteo, hecho al empezar la partida',
    'options.stallLimit': 'Jugadas sin captura que terminan la partida',
    'options.apply': 'Empezar una partida nueva con estas opciones',
    'options.note': 'Las opciones se aplican a la próxima partida nueva.',
    'options.current': 'Esta partida: empieza {start}; cuatro últimas: {lastFour}; límite {stall}.',
    'options.currentShort': 'Esta partida: empieza {start}.',
    'options.lottery.drawn': 'sorteo (hecho, se desvela al final)',

    'moves.title': 'Jugadas',
    'moves.none': 'Aún no hay jugadas.',
    'moves.item': '{n}. {player}: {move}',
    'moves.both': 'Ambos',

    'canvas.label': 'Tablero de {game}. Usa las flechas para elegir un agujero e Intro para jugarlo.',
    'hole.describe': '{hole}: {seeds} semillas',
    'hole.describeOne': '{hole}: 1 semilla',
    'hole.playable': 'se puede jugar',
    'hole.claimedBy': 'reclamado por {by}',
    'tray.store': 'almacén',
    'tray.captured': 'capturadas',

    'announce.move': '{player} ha jugado {move}.',
    'announce.race': 'Carrera de salida: {b} para B y {a} para A.',
    'announce.raceWon': '{player} ha terminado de sembrar primero y empieza.',
    'announce.captured': '{player} captura {n}.',
    'announce.claimed': '{player} reclama {hole}.',
    'announce.extra': '{player} vuelve a jugar.',
    'announce.pass': '{player} no puede mover y pasa.',
    'announce.next': 'Juega {player}.',
    'announce.undo': 'Se ha deshecho {move}.',
    'announce.newGame': 'Nueva partida de {game}. Juega {player}.',
    'announce.newRace': 'Nueva partida de {game}. Los dos jugadores eligen su agujero de salida en secreto.',
    'announce.chosen': '{player} ya ha elegido.',
    'announce.over': 'Partida terminada. {result} {reason}',

    'banner.extra': '{player} captura con la última semilla y vuelve a jugar',
    'banner.pass': '{player} no puede mover y pasa',
    'banner.raceDone': '{player} termina de sembrar en el paso {tick}',
    'banner.raceWon': 'Empieza {player}',
    'banner.lap': 'vuelta {n}',
    'capture.mid-sow': 'Cuatro en {hole}: son para {owner}',
    'capture.final-seed': 'La última semilla hace cuatro en {hole}: se las lleva {player}',
    'capture.opposite': '{player} captura {seeds} de {hole}',

    'notice.storageOff':
      'No se puede guardar: el almacenamiento del navegador está lleno o bloqueado. Puedes seguir jugando, pero al recargar se perderá la partida.',
    'notice.corrupt': 'No se ha podido leer la partida guardada, así que se ha empezado una nueva.',
    'notice.shelved': 'La partida que jugabas queda apartada, no perdida.',
    'notice.bringBack': 'Recuperar la partida anterior',
    'notice.broughtBack': 'La partida anterior ha vuelto ({n} jugadas); la otra queda apartada.',
    'notice.swapBack': 'Volver a cambiar',
    'notice.nothingBack': 'No hay ninguna partida anterior que recuperar.',
    'notice.otherTab':
      'Esta partida ha cambiado en otra pestaña. Tu partida aquí sigue hasta que elijas; si sigues jugando, la de la otra pestaña queda apartada, no perdida.',
    'notice.loadOther': 'Cargar la partida de la otra pestaña',
    'notice.linkPrefix': 'El enlace compartido falla en la jugada {k}: {error}',
    'notice.loadPrefix': 'Cargar sus primeras {n} jugadas válidas',
    'error.engine': 'El juego no ha podido empezar: {error}',

    'record.title': 'Partida: repetir y compartir',
    'record.copy': 'Copiar la partida',
    'record.download': 'Descargar la partida',
    'record.share': 'Copiar el enlace',
    'record.paste': 'Pega una partida o un enlace compartido:',
    'record.load': 'Cargar',
    'record.file': 'Abrir un archivo de partida',
    'record.copied': 'La partida está en el portapapeles.',
    'record.linkCopied': 'El enlace está en el portapapeles. Envíaselo a tu adversario: lo abre, juega su jugada y te devuelve un enlace.',
    'record.copyFailed': 'Este navegador no ha permitido copiar: el texto está seleccionado en el cuadro de abajo, cópialo con Ctrl+C (⌘C).',
    'record.downloaded': 'La partida se ha descargado como archivo de texto.',
    'record.loaded': '{game} cargado: {n} jugadas. Recórrelas con los botones de arriba.',
    'record.error': 'No se ha podido cargar, así que la partida actual sigue: {error}',
    'record.empty': 'Pega primero una partida o un enlace en el cuadro.',
    'record.tooLong': 'Es demasiado largo para ser una partida ({n} caracteres; como mucho {max}).',
    'record.otherGame': 'es una partida de {game}; cárgala en ese tablero',
    'record.fileError': 'No se ha podido leer el archivo.',
    'replay.first': 'Volver al inicio',
    'replay.back': 'Una jugada atrás',
    'replay.forward': 'Una jugada adelante',
    'replay.last': 'Ir a la última jugada',
    'replay.slider': 'Jugada que se muestra',
    'replay.at': 'Jugada {k} de {n}',
    'link.error': 'No se ha podido leer el enlace compartido, así que tu partida sigue como estaba: {error}',
    'link.tooLong': 'tiene {detail} caracteres, muchos más de los que necesita una partida',
    'link.unknownPart': 'tiene una parte llamada {detail} que un enlace de partida nunca tiene',
    'link.badValue': 'su parte {detail} contiene un salto de línea',

    'embed.title': 'Inserta este tablero',
    'embed.intro': 'Pon cualquiera de los cuatro juegos en tu propia página. Elige los ajustes y copia uno de los dos fragmentos.',
    'embed.game': 'Juego',
    'embed.lang': 'Idioma',
    'embed.opponent': 'Adversario',
    'embed.opponent.human': 'Dos jugadores en una pantalla',
    'embed.opponent.computer': 'El ordenador',
    'embed.level': 'Nivel del ordenador',
    'embed.start': 'Jugador inicial',
    'embed.speed': 'Velocidad de la animación',
    'embed.speed.default': 'La que elija quien juega',
    'embed.size': 'Ancho',
    'embed.size.fit': 'Ajustar al contenedor',
    'embed.element': 'Elemento personalizado (un módulo ES; la página debe permitir módulos)',
    'embed.iframe': 'iframe (funciona en cualquier página)',
    'embed.copy': 'Copiar',
    'embed.copied': 'Copiado',
    'embed.copyFailed': 'Selecciona el texto y cópialo',
  },
};

/**
 * The language to start in: a saved choice, else the browser's first
 * language we have, else English.
 * @param {string | null} saved
 * @param {readonly string[]} browserLanguages
 * @returns {Lang}
 */
export function pickLanguage(saved, browserLanguages) {
  if (saved === 'en' || saved === 'es') return saved;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return 'en';
}

/**
 * Looks a string up and fills its `{name}` slots.
 * @param {Lang} lang
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function translate(lang, key, params = {}) {
  const text = DICTIONARIES[lang][key] ?? DICTIONARIES.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * A translator bound to one language.
 * @param {Lang} lang
 * @returns {(key: string, params?: Record<string, string | number>) => string}
 */
export function translator(lang) {
  return (key, params) => translate(lang, key, params);
}

/**
 * The sentence for an end-of-game reason code (`no-seeds-A`, `stall-100`, …).
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 * @param {string} code
 * @returns {string}
 */
export function reasonText(t, code) {
  const withPlayer = /^(target|no-sowable|no-seeds|only-endless)-([AB])$/.exec(code);
  if (withPlayer) return t(`reason.${withPlayer[1]}`, { player: t(`player.${withPlayer[2]}`) });
  const stall = /^stall-(\d+)$/.exec(code);
  if (stall) return t('reason.stall', { n: stall[1] });
  return t(`reason.${code}`);
}

/** Every key, for the test that both dictionaries are complete. */
export const KEYS = Object.freeze({ en: Object.keys(DICTIONARIES.en), es: Object.keys(DICTIONARIES.es) });
