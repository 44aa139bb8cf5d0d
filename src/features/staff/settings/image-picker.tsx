import { useId } from "react";
import { uploadSiteImage } from "../../../api/staff-settings";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;

/** A picture of the site with its own upload: sent as soon as chosen, saved on its own. */
export function ImagePicker({
  label,
  src,
  path,
  onSaved,
  wide = false,
}: {
  label: string;
  src: string;
  path: string;
  onSaved: Saved;
  wide?: boolean;
}) {
  // A modal's or a slide's picture is shown small: the preview is for recognising it.
  const save = useSectionSave(label, onSaved);
  const inputId = useId();
  return (
    <div className={`min-w-0 ${wide ? "" : "max-w-xs"}`}>
      <p className="text-sm font-medium">{label}</p>
      <img
        src={src}
        alt=""
        className={`mt-1 w-full rounded-xl bg-black/5 object-cover ring-1 ring-black/10 ${wide ? "aspect-[3/1]" : "aspect-[4/3]"}`}
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={inputId} className="btn-ghost cursor-pointer">
          {save.busy ? t.uploading : t.chooseImage}
          {/* Several pictures per screen: each button says which one it changes. */}
          <span className="sr-only"> : {label}</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={save.busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void save.run(() => uploadSiteImage(path, file), t.imageSaved);
          }}
        />
        <span className="text-xs text-ink/60">{t.imageHint}</span>
      </div>
      {(save.fields.image ?? save.error) && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {save.fields.image ?? save.error}
        </p>
      )}
    </div>
  );
}
