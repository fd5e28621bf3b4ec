/**
 * React Router 6's opt-ins to the behaviour of version 7 (decision 008): location changes render
 * in a transition, as hydration does. One object, so the router's effects see the same value.
 */
export const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
