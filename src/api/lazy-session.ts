/** The profile's and logout's calls, in a file of their own: a visitor's first screen does without them. */
export const loadSessionCalls = () => import("./session");
