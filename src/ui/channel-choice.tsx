import type { PhoneChannel } from "../contract/accounts";
import { frPhone } from "../i18n/fr-phone";
import { SegmentedChoice } from "./segmented-choice";

/**
 * « Recevoir le code par » SMS / WhatsApp: only the channels the centre offers, and nothing at all
 * when it offers one (the code goes there).
 */
export function ChannelChoice({
  channels,
  value,
  onChange,
}: {
  channels: readonly PhoneChannel[];
  value: PhoneChannel;
  onChange: (channel: PhoneChannel) => void;
}) {
  if (channels.length < 2) return null;
  return (
    <div>
      <p className="text-sm font-medium" aria-hidden="true">
        {frPhone.channelLabel}
      </p>
      <div className="mt-1">
        <SegmentedChoice
          label={frPhone.channelLabel}
          size="sm"
          options={channels.map((channel) => ({ value: channel, label: frPhone.channels[channel] }))}
          value={value}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
