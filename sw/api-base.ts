/** The API base the app was built against, as an absolute URL ending with a slash. */
export const apiBase = new URL(import.meta.env.VITE_API_BASE ?? "/api/", self.location.origin).href;
