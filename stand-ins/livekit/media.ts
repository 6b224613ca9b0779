import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type RtpPacket,
  useNACK,
  usePLI,
  useRepairedRtpStreamId,
  useSdesMid,
  useSdesRTPStreamId,
  useTransportWideCC,
  useTWCC,
} from 'werift';

// The stand-in forwards packets without transcoding, so every peer connection speaks Opus and VP8,
// the codecs livekit-client publishes by default.
function codecs(videoFeedback: ReturnType<typeof useNACK>[]) {
  return {
    audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2 })],
    video: [
      new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, rtcpFeedback: videoFeedback }),
    ],
  };
}

/** Receives the client's tracks: simulcast layers arrive by RID; TWCC lets the browser raise its bitrate. */
export function createPublisherConnection(): RTCPeerConnection {
  return new RTCPeerConnection({
    codecs: codecs([useNACK(), usePLI(), useTWCC()]),
    headerExtensions: {
      audio: [useSdesMid()],
      video: [useSdesMid(), useSdesRTPStreamId(), useRepairedRtpStreamId(), useTransportWideCC()],
    },
    iceUseIpv6: false,
  });
}

/** Sends other participants' tracks to the client. */
export function createSubscriberConnection(): RTCPeerConnection {
  return new RTCPeerConnection({
    codecs: codecs([useNACK(), usePLI()]),
    headerExtensions: { audio: [useSdesMid()], video: [useSdesMid()] },
    iceUseIpv6: false,
  });
}

/** True when a VP8 RTP payload starts a key frame (RFC 7741 payload descriptor, then the VP8 frame tag). */
export function isVp8KeyFrame(payload: Uint8Array): boolean {
  const first = payload[0] ?? 0;
  const extended = (first & 0x80) !== 0;
  const startOfPartition = (first & 0x10) !== 0;
  const partitionId = first & 0x07;
  if (!startOfPartition || partitionId !== 0) return false;
  let offset = 1;
  if (extended) {
    const flags = payload[1] ?? 0;
    offset = 2;
    if (flags & 0x80) offset += (payload[offset] ?? 0) & 0x80 ? 2 : 1;
    if (flags & 0x40) offset += 1;
    if (flags & 0x30) offset += 1;
  }
  const frameTag = payload[offset];
  return frameTag !== undefined && (frameTag & 0x01) === 0;
}

/** A copy of a packet for one subscriber, without the publisher's header extensions (their ids differ). */
export function packetForSubscriber(packet: RtpPacket): RtpPacket {
  const copy = packet.clone();
  copy.header.extensions = [];
  copy.header.extension = false;
  return copy;
}
