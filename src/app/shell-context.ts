import { createContext } from 'react';

/** What the shell's slots know of the page: whether a part shows the routed view. */
export interface Shell {
  /** A `view` or `app` part is on the page, so routed screens (the login form) are shown. */
  hasView: boolean;
}

export const ShellContext = createContext<Shell>({ hasView: false });
