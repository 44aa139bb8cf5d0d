/**
 * The back-office (`/admin/…`) is an app of its own, with its own page (admin.html): the clients'
 * router knows none of its addresses, so going there loads its page instead.
 */
export const isBackOffice = (path: string) => /^\/admin(?:[/?#]|$)/.test(path);

/** The back-office's page: where a screen's file gone after a deploy is looked for. */
export const backOfficeShell = "/admin.html";
