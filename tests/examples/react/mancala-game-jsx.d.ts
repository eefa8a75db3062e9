// React 19's JSX reads React.JSX: the element's attributes typed there (the package's README).
import type { MancalaGameAttributes } from 'mancala-game';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'mancala-game': MancalaGameAttributes & React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement> };
    }
  }
}
