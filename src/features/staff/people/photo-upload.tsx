import { uploadPractitionerPhoto } from "../../../api/staff-people";
import type { Practitioner } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { usePictureUpload } from "../../../ui/picture-upload";

const t = frStaffPeople.form;
const texts = {
  choose: t.choosePhoto,
  hint: t.photoHint,
  send: t.sendPhoto,
  sending: t.sendingPhoto,
  tooLarge: t.photoTooLarge,
  saved: t.photoSaved,
};

/** The practitioner's photo, round as clients see it; the one chosen shown before it is sent. */
export function PhotoUpload({
  practitioner,
  onSaved,
}: {
  practitioner: Practitioner;
  onSaved: (p: Practitioner) => void;
}) {
  const { preview, field } = usePictureUpload(
    (file) => uploadPractitionerPhoto(practitioner.id, file),
    (answer) => onSaved(answer.practitioner),
    texts,
  );
  const shown = preview ?? practitioner.photo;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {shown ? (
        <img src={shown} alt="" className="size-28 rounded-full object-cover ring-1 ring-black/10" />
      ) : (
        <div className="grid size-28 place-items-center rounded-full bg-stone-100 px-3 text-center text-xs text-ink/55">
          {t.noPhoto}
        </div>
      )}
      {field}
    </div>
  );
}
