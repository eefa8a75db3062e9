// @ts-check
// Says why a board page shows no board when its code never ran. A classic
// script, not a module: a sandboxed frame (origin `null`) loads a module
// only from a host that sends Access-Control-Allow-Origin (docs/EMBED.md),
// and without that header the page showed its header and nothing else. A
// classic script needs no CORS, so this one still runs and tells why, in
// the page's language. Its words are www/i18n's `page.blockedFrame` and
// `page.codeMissing` (a unit test keeps them equal); it cannot import them.

(() => {
  const TEXTS = {
    en: {
      'page.blockedFrame':
        'The game cannot start in this frame: its site does not allow other origins (no Access-Control-Allow-Origin header), which a sandboxed frame needs to load the game’s code. The site’s host must send that header (see EMBED.md).',
      'page.codeMissing': 'The game could not start: its code did not load. Check the connection and reload the page.',
    },
    es: {
      'page.blockedFrame':
        'El juego no puede empezar en este marco: su sitio no permite otros orígenes (falta la cabecera Access-Control-Allow-Origin), que un marco aislado (sandbox) necesita para cargar el código del juego. El alojamiento del sitio debe enviar esa cabecera (véase EMBED.md).',
      'page.codeMissing': 'El juego no ha podido empezar: su código no se ha cargado. Comprueba la conexión y vuelve a cargar la página.',
    },
  };

  /** The page's language as the board would pick it (i18n/translate.js pickLanguage): `lang=`, else the browser's. */
  function pageLanguage() {
    const asked = new URLSearchParams(location.search).get('lang');
    if (asked === 'en' || asked === 'es') return asked;
    for (const tag of navigator.languages ?? []) {
      const base = tag.toLowerCase().split('-')[0];
      if (base === 'en' || base === 'es') return base;
    }
    return 'en';
  }

  /** Once everything the page asked for has loaded or failed: no element defined means its code never ran. */
  function check() {
    if (customElements.get('mancala-game')) return;
    const lang = pageLanguage();
    // A sandboxed frame's document has the opaque origin `null`.
    const key = window.origin === 'null' ? 'page.blockedFrame' : 'page.codeMissing';
    const note = document.createElement('p');
    note.className = 'start-failed';
    note.lang = lang;
    note.setAttribute('role', 'alert');
    note.textContent = TEXTS[lang][key];
    (document.querySelector('main') ?? document.body).append(note);
  }

  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
})();
