// Vue's template type checking (vue-tsc, Volar) for <mancala-game>: the tag
// in Vue's GlobalComponents, with the element's attributes (as written,
// `computer-side`, and camelCased, `computerSide`, as Vue passes them), and
// its events for `@move`, `@change` and the others with their detail types.
// Types only: name it in tsconfig.json's `types` ("mancala-game/vue"), never
// import it at run time. The package's README, "Types".
import type { AllowedComponentProps, ComponentCustomProps, EmitFn, HTMLAttributes, VNodeProps } from 'vue';
import type { MancalaGameAttributes, MancalaGameElement, MancalaGameEventMap } from './mancala-game.js';

/** `computer-side` → `computerSide`. */
type Camel<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : Name;
type CamelAttributes = { [Name in keyof MancalaGameAttributes as Camel<Name & string>]: MancalaGameAttributes[Name] };
/** The listener props of the element's events (`onChange`, `onBeforeMove`): HTML's `onChange` and `onError` take other events. */
type Listeners = `on${Capitalize<Camel<keyof MancalaGameEventMap & string>>}`;
type VueEvents = { [Name in keyof MancalaGameEventMap]: (event: MancalaGameEventMap[Name]) => void };

declare module 'vue' {
  interface GlobalComponents {
    'mancala-game': new () => MancalaGameElement & {
      /** @deprecated Vue's template type checking reads it; the element has no such property. */
      $props: Omit<HTMLAttributes, keyof MancalaGameAttributes | Listeners> &
        MancalaGameAttributes &
        CamelAttributes &
        VNodeProps &
        AllowedComponentProps &
        ComponentCustomProps;
      /** @deprecated Vue's template type checking reads it; the element has no such method. */
      $emit: EmitFn<VueEvents>;
    };
  }
}
