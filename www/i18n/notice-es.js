// @ts-check
// Los avisos del tablero en español: guardar y almacenamiento, otra pestaña, una partida
// recuperada (véase notice-en.js).

/** @type {Record<string, string>} */
export const NOTICE_ES = {
  'notice.notSaved':
    'El almacenamiento del navegador está lleno o bloqueado: las últimas jugadas se conservan solo en esta pestaña (recargarla las conserva, cerrarla no) y se guardarán en cuanto haya sitio. Exporta todas las partidas para tener una copia.',
  'notice.notSavedDevice':
    'El almacenamiento del navegador está lleno o bloqueado: las últimas jugadas se conservan de momento en su almacenamiento pequeño, no en su base de datos, y pasarán a ella en cuanto haya sitio. Exporta todas las partidas para tener una copia.',
  'notice.notSavedPage':
    'El almacenamiento del navegador está lleno o bloqueado: las últimas jugadas se conservan solo en esta página y se pierden si se recarga o se cierra; se intenta guardar en cada jugada y al salir de la página. Exporta todas las partidas para conservarlas.',
  'notice.keptInTab':
    'El almacenamiento del navegador sigue lleno: las jugadas desde la {k} ({moves}) se conservan solo en esta pestaña (recargarla las conserva, cerrarla no) y se guardarán en cuanto haya sitio. Exporta todas las partidas para tener una copia.',
  'notice.keptOnDevice':
    'La base de datos del navegador sigue llena: las jugadas desde la {k} ({moves}) se conservan de momento en su almacenamiento pequeño y pasarán a la base de datos en cuanto haya sitio. Exporta todas las partidas para tener una copia.',
  'notice.keptOnPage':
    'El almacenamiento del navegador sigue lleno: las jugadas desde la {k} ({moves}) se conservan solo en esta página y se pierden si se recarga o se cierra. Exporta todas las partidas para conservarlas.',
  'notice.exportGames': 'Exportar todas las partidas',
  'notice.savedAgain': 'Se vuelve a guardar: todas las partidas están a salvo.',
  'notice.unreadable':
    'Esta versión no ha podido leer la partida guardada, así que se ha empezado una nueva. Se conserva en Partidas como texto para descargar.',
  'notice.unreadableOpen': 'Esta versión no ha podido leer esa partida. Sigue en Partidas como texto para descargar.',
  'notice.lostMoves': 'El último guardado falló antes de cerrar la página: no se guardaron las jugadas desde la {k} ({moves}).',
  'notice.shelved': 'La partida que jugabas queda apartada en Partidas, no perdida.',
  'notice.bringBack': 'Recuperar la partida anterior',
  'notice.broughtBack': 'La partida anterior ha vuelto ({n} jugadas); la otra queda apartada en Partidas.',
  'notice.swapBack': 'Volver a cambiar',
  'notice.openedKept': 'Aquí está tu partida de Partidas; la que estaba en este tablero queda apartada en Partidas.',
  'notice.keptGone': 'Esa partida ya no está guardada en este dispositivo (borrada, o guardada en otro navegador). La partida de aquí sigue como la dejaste.',
  'notice.branched': 'Una línea nueva: las jugadas que habías deshecho ({n} en total) se guardan en Partidas como una partida aparte.',
  'notice.openBranch': 'Volver a esa línea',
  'notice.otherTab':
    'Esta partida ha cambiado en otra pestaña. Tu partida aquí sigue hasta que elijas; si sigues jugando, la de la otra pestaña queda apartada, no perdida.',
  'notice.loadOther': 'Cargar la partida de la otra pestaña',
  'notice.linkPrefix': 'El enlace compartido falla en la jugada {k}: {error}',
  'notice.loadPrefix': 'Cargar sus primeras {n} jugadas válidas',
};
