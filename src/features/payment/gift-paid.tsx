import { frPayment } from "../../i18n/fr-payment";
import { frPromo } from "../../i18n/fr-promo";
import { giftCodesQuery } from "../../queries/gifts";
import { useProfile } from "../../queries/profile";
import { useQuery } from "../../queries/use-query";
import { GiftCodeBox } from "../../ui/gift-code-box";

/**
 * A gift paid: the code to give, read from the server (the newest the member bought). Its mail
 * goes to the member's e-mail address: said only when they have one.
 */
export function GiftPaid({ onClose }: { onClose: () => void }) {
  const { data, error } = useQuery(giftCodesQuery());
  const { profile } = useProfile();
  const code = data?.[0]?.code ?? null;
  return (
    <div className="p-5 pt-6 text-center sm:p-6" role="status">
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-green-100 text-2xl text-green-800"
      >
        🎁
      </span>
      <p className="mt-3 text-xl font-bold text-brand-dark">{frPromo.giftPaidTitle}</p>
      <GiftCodeBox code={code} mailed={Boolean(profile?.email)} failed={Boolean(error)} />
      <button type="button" className="btn-primary mt-5 w-full" onClick={onClose}>
        {frPayment.done}
      </button>
    </div>
  );
}
