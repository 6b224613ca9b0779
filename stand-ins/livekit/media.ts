import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type RTCRtpReceiver,
  type RTCRtpTransceiver,
  RTP_EXTENSION_URI,
  type RtpPacket,
  rtpHeaderExtensionsParser,
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
  const pc = new RTCPeerConnection({
    codecs: codecs([useNACK(), usePLI(), useTWCC()]),
    headerExtensions: {
      audio: [useSdesMid()],
      video: [useSdesMid(), useSdesRTPStreamId(), useRepairedRtpStreamId(), useTransportWideCC()],
    },
    iceUseIpv6: false,
  });
  routeSimulcastByMid(pc);
  return pc;
}

/** The parts of werift's (private) RTP router that simulcast routing goes through. */
interface WeriftRouter {
  ridTable: Record<string, RTCRtpReceiver | undefined>;
  ssrcTable: Record<number, unknown>;
  extIdUriMap: Record<number, string>;
  routeRtp: (packet: RtpPacket) => void;
  registerRtpReceiver(receiver: RTCRtpReceiver, ssrc: number): void;
  registerRtpReceiverByRid(transceiver: RTCRtpTransceiver, param: { rid: string }, params: unknown): void;
}

/**
 * werift 0.24 routes simulcast packets by RID alone (one `ridTable` per connection), so a second
 * simulcast video track — a screen share beside the camera, both sending layers q/h/f — takes the
 * camera's layers and the camera freezes. This routes each packet by its MID and RID, as the
 * browser tags them: the RID's entry is pointed at the right receiver before werift's own routing,
 * and a layer's SSRC (once the browser stops tagging) is found among every receiver, not only the
 * last one registered for that RID.
 */
function routeSimulcastByMid(pc: RTCPeerConnection) {
  const router = (pc as unknown as { router: WeriftRouter }).router;
  const byMidAndRid = new Map<string, RTCRtpReceiver>();
  const register = router.registerRtpReceiverByRid.bind(router);
  router.registerRtpReceiverByRid = (transceiver, param, params) => {
    register(transceiver, param, params);
    byMidAndRid.set(`${transceiver.mid}|${param.rid}`, transceiver.receiver);
  };
  const route = router.routeRtp;
  router.routeRtp = (packet) => {
    if (byMidAndRid.size > 0) {
      const extensions = rtpHeaderExtensionsParser(packet.header.extensions, router.extIdUriMap);
      const rid = extensions[RTP_EXTENSION_URI.sdesRTPStreamID];
      const mid = extensions[RTP_EXTENSION_URI.sdesMid];
      if (typeof rid === 'string') {
        const receiver = typeof mid === 'string' ? byMidAndRid.get(`${mid}|${rid}`) : undefined;
        if (receiver) router.ridTable[rid] = receiver;
      } else if (router.ssrcTable[packet.header.ssrc] === undefined) {
        const ssrc = packet.header.ssrc;
        const owner = [...byMidAndRid.values()].find(
          (receiver) => (receiver as unknown as { trackBySSRC: Record<number, unknown> }).trackBySSRC[ssrc],
        );
        if (owner) router.registerRtpReceiver(owner, ssrc);
      }
    }
    route(packet);
  };
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
