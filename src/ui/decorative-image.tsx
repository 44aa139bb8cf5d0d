import type { ImgHTMLAttributes } from "react";

/** The phone asks for lighter pages (Chrome's data saver, sent as `Save-Data: on`). */
export function savesData(): boolean {
  // Rendered ahead of time there is no phone: the server keeps those pages from Save-Data visitors.
  if (typeof navigator === "undefined") return false;
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/**
 * A picture that only decorates (its text says nothing the page does not): skipped when the phone
 * saves data, replaced by a tinted block of the same box so nothing around it moves.
 */
export function DecorativeImage({
  className = "",
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "alt">) {
  if (savesData()) {
    // A span may sit where an image did (in a button); it takes the image's display if one is set.
    const display = /(^|\s)(hidden|block|inline-block)(\s|$)/.test(className) ? "" : "block ";
    return <span aria-hidden="true" className={`${display}bg-brand/10 ${className}`} />;
  }
  return <img alt="" className={className} {...props} />;
}
