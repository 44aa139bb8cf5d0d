import { Link } from "@tanstack/react-router";
import type { ModalConfig } from "../../contract/configs";
import { frChoice } from "../../i18n/fr-choice";
import { DecorativeImage } from "../../ui/decorative-image";
import { Modal } from "../../ui/modal";

type Props = { open: boolean; onClose: () => void; config: ModalConfig | null };

/** 'Choisissez votre experience': a Signature programme or a standard session. Default texts when the configuration failed. */
export function ChoiceModal({ open, onClose, config }: Props) {
  const title = config?.title || frChoice.title;
  const options = [
    {
      key: "custom",
      text: config?.personnalise?.description || frChoice.customText,
      link: (
        <Link to="/reservation" search={{ type: "custom" }} className="btn-accent w-full" onClick={onClose}>
          {config?.personnalise?.title || frChoice.custom}
        </Link>
      ),
    },
    {
      key: "standard",
      text: config?.standard?.description || frChoice.standardText,
      link: (
        <Link to="/services" className="btn-primary w-full" onClick={onClose}>
          {config?.standard?.title || frChoice.standard}
        </Link>
      ),
    },
  ];
  return (
    <Modal open={open} onClose={onClose} title={title} wide>
      <div className="grid sm:grid-cols-[2fr_3fr]">
        {config?.image ? (
          <DecorativeImage
            src={config.image}
            width={800}
            height={600}
            className="hidden size-full object-cover sm:block"
          />
        ) : (
          <div className="hidden bg-brand sm:block" />
        )}
        <div className="space-y-4 p-6 pt-14 sm:pt-6">
          <p className="pr-10 text-2xl font-bold text-brand-dark" aria-hidden="true">
            {title}
          </p>
          <p className="text-ink/75">{config?.description || frChoice.text}</p>
          <ul className="space-y-3">
            {options.map((option) => (
              <li key={option.key} className="rounded-2xl bg-sand p-4">
                <p className="text-sm text-ink/75">{option.text}</p>
                <div className="mt-3">{option.link}</div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Modal>
  );
}
