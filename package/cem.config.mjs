// @custom-elements-manifest/analyzer's settings for the package's
// custom-elements.json (scripts/package.sh): the element's module, and only
// its public API in the manifest (and so in mancala-game.d.ts); the methods
// that read attributes and build the board are the element's own business.

const PUBLIC_MEMBERS = new Set([
  'play',
  'undo',
  'redo',
  'newGame',
  'setRecord',
  'setPosition',
  'goTo',
  'flip',
  'setAssetPath',
  'setTranslator',
  'record',
  'position',
  'moves',
  'over',
  'winner',
]);

export default {
  globs: ['www/mancala-game.js'],
  packagejson: false,
  plugins: [
    {
      name: 'public-api-only',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          // Paths as the package holds the files (www/ is the repository's folder, not the package's).
          module.path = module.path.replace(/^www\//, '');
          for (const exported of module.exports ?? []) {
            if (exported.declaration?.module) exported.declaration.module = exported.declaration.module.replace(/^www\//, '');
          }
          for (const declaration of module.declarations ?? []) {
            // A constant's value is the list itself at run time, not the source expression that builds it.
            if (declaration.kind === 'variable') delete declaration.default;
            if (!declaration.customElement) continue;
            declaration.members = (declaration.members ?? []).filter((member) => PUBLIC_MEMBERS.has(member.name));
            // A getter's @returns comes out as `return`; the schema gives a field a `type`.
            for (const member of declaration.members) {
              if (member.kind === 'field' && !member.type && member.return?.type) {
                member.type = member.return.type;
                delete member.return;
              }
            }
            // forward() re-dispatches the board's events under a variable name: not an event of its own.
            declaration.events = (declaration.events ?? []).filter((event) => event.name !== 'type');
          }
        }
      },
    },
  ],
};
