// Attributes of the HTML platform that React renders as written but whose types lag behind:
// invoker commands (open a <dialog> without script) and closedby.
/* eslint-disable @typescript-eslint/no-unused-vars -- interface merging needs React's own type parameter names */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'toggle-popover'
      | 'show-popover'
      | 'hide-popover'
      | undefined;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none' | undefined;
  }
}
