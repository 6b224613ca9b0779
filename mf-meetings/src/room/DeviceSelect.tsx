import { useLingui } from '@lingui/react/macro';
import { useMediaDeviceSelect } from '@livekit/components-react';
import { Select } from '@mantine/core';
import type { LocalAudioTrack, LocalVideoTrack } from 'livekit-client';

interface Props {
  kind: MediaDeviceKind;
  label: string;
  /** The preview track the choice switches live (none for speakers). */
  track?: LocalAudioTrack | LocalVideoTrack;
  value: string | undefined;
  onChange(deviceId: string): void;
}

/** One device of a kind, chosen from the browser's list (LiveKit's `useMediaDeviceSelect`). */
export function DeviceSelect({ kind, label, track, value, onChange }: Props) {
  const { t } = useLingui();
  const { devices, activeDeviceId, setActiveMediaDevice } = useMediaDeviceSelect({ kind, track });
  const data =
    devices.length > 0
      ? devices.map((device, index) => ({
          value: device.deviceId,
          label: device.label || t`Device ${index + 1}`,
        }))
      : [{ value: 'default', label: t`Default` }];
  const current = value ?? (activeDeviceId || data[0]?.value);
  return (
    <Select
      label={label}
      data={data}
      value={data.some((item) => item.value === current) ? current : (data[0]?.value ?? null)}
      allowDeselect={false}
      onChange={(id) => {
        if (!id) return;
        onChange(id);
        void setActiveMediaDevice(id).catch(() => {});
      }}
    />
  );
}
