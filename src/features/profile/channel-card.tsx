import { useState } from "react";
import { updateProfile } from "../../api/accounts";
import type { Channel } from "../../contract/accounts";
import type { Profile } from "../../contract/profile";
import { frAccount } from "../../i18n/fr-account";
import { profileSaved } from "../../queries/changes";
import { usePhoneChannels } from "../../queries/channels";
import { toastStore } from "../../stores/toasts";
import { SegmentedChoice } from "../../ui/segmented-choice";
import { accountFailure } from "./account-errors";

const t = frAccount;

/**
 * « Recevoir mes messages par » E-mail / SMS / WhatsApp: the phone channels the centre offers; a
 * phone channel needs a proven phone, e-mail a proven e-mail (greyed, the reason said under it).
 */
export function ChannelCard({ profile }: { profile: Profile }) {
  const offered = usePhoneChannels();
  const [saving, setSaving] = useState<Channel | null>(null);
  const current = profile.preferred_channel;
  // The channel in use stays listed even if the centre stopped offering it: the member sees it.
  const phoneChannels = (["sms", "whatsapp"] as const).filter((c) => offered.includes(c) || c === current);
  const names = phoneChannels.map((c) => t.channelNames[c]).join(" et ");
  const reasons = [
    ...(profile.email_verified ? [] : [{ id: "channel-needs-email", text: t.needsEmail }]),
    ...(profile.phone_verified || !names ? [] : [{ id: "channel-needs-phone", text: t.needsPhone(names) }]),
  ];
  const blocked = (c: Channel) => (c === "email" ? !profile.email_verified : !profile.phone_verified);
  const options = (["email", ...phoneChannels] as const).map((c) => ({
    value: c,
    label: t.channelNames[c],
    disabled: saving !== null || (blocked(c) && c !== current),
    describedBy: blocked(c) ? (c === "email" ? "channel-needs-email" : "channel-needs-phone") : undefined,
  }));

  async function choose(channel: Channel) {
    if (channel === current) return;
    setSaving(channel);
    try {
      const answer = await updateProfile({ preferred_channel: channel });
      profileSaved(answer.body);
      toastStore.getState().show("success", t.channelSaved(t.channelNames[channel]));
    } catch (error) {
      toastStore.getState().show("error", accountFailure(error).message ?? t.refused);
    } finally {
      setSaving(null);
    }
  }

  return (
    <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 className="text-lg font-bold text-brand-dark">{t.channelTitle}</h2>
      <p className="mt-1 text-sm text-ink/70">{t.channelIntro}</p>
      <p className="mt-4 mb-1 text-sm font-medium" aria-hidden="true">
        {t.channelLabel}
      </p>
      <SegmentedChoice
        label={t.channelLabel}
        size="sm"
        options={options}
        value={saving ?? current}
        onChange={(c) => void choose(c)}
      />
      {saving && (
        <p className="mt-2 text-xs text-ink/70" role="status">
          {t.channelSaving}
        </p>
      )}
      {reasons.length > 0 && (
        <ul className="mt-3 space-y-1 text-xs text-ink/70">
          {reasons.map((r) => (
            <li key={r.id} id={r.id}>
              {r.text}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
