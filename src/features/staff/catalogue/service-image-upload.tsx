import { useState } from "react";
import { uploadServiceImage } from "../../../api/staff-catalogue";
import type { StaffService } from "../../../contract/staff/catalogue";
import { frStaffCatalogue } from "../../../i18n/fr-staff-catalogue";
import { usePictureUpload } from "../../../ui/picture-upload";

const t = frStaffCatalogue.serviceForm;
const texts = {
  choose: t.chooseImage,
  hint: t.imageHint,
  send: t.sendImage,
  sending: t.sendingImage,
  tooLarge: t.imageTooLarge,
  saved: t.imageSaved,
};

/** The service's picture as the catalogue shows it; the one chosen shown before it is sent. */
export function ImageUpload({
  service,
  onSaved,
}: {
  service: StaffService;
  onSaved: (service: StaffService) => void;
}) {
  const [current, setCurrent] = useState(service.imageUrl);
  const { preview, field } = usePictureUpload(
    (file) => uploadServiceImage(service.id, file),
    (answer) => {
      setCurrent(answer.service.imageUrl);
      onSaved(answer.service);
    },
    texts,
  );
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <figure className="space-y-1">
        {preview || current ? (
          <img
            src={preview ?? current}
            alt={preview ? t.preview : t.currentImage}
            className="aspect-[4/3] w-full max-w-sm rounded-xl object-cover ring-1 ring-black/10"
          />
        ) : (
          <div className="grid aspect-[4/3] w-full max-w-sm place-items-center rounded-xl bg-stone-100 text-sm text-ink/50">
            {frStaffCatalogue.services.noImage}
          </div>
        )}
        <figcaption className="text-xs text-ink/60">{preview ? t.preview : t.currentImage}</figcaption>
      </figure>
      {field}
    </div>
  );
}
