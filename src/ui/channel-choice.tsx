import type { PhoneChannel } from "../contract/accounts";
import { frAuth } from "../i18n/fr-auth";
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
        {frAuth.channelLabel}
      </p>
      <div className="mt-1">
        <SegmentedChoice
          label={frAuth.channelLabel}
          size="sm"
          options={channels.map((channel) => ({ value: channel, label: frAuth.channels[channel] }))}
          value={value}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
