import type { ClaimGrants } from 'livekit-server-sdk';
import { TokenVerifier } from 'livekit-server-sdk';

export class AuthError extends Error {}

/** Checks LiveKit access tokens (signature with the API secret, issuer = API key, expiry). */
export class Auth {
  private readonly verifier: TokenVerifier;

  constructor(apiKey: string, apiSecret: string) {
    this.verifier = new TokenVerifier(apiKey, apiSecret);
  }

  async verify(token: string | undefined | null): Promise<ClaimGrants> {
    if (!token) throw new AuthError('no authorization token');
    try {
      return await this.verifier.verify(token);
    } catch (error) {
      throw new AuthError(`invalid token: ${(error as Error).message}`);
    }
  }

  /** Grants of a token allowed to join a room: which room, and as whom. */
  async verifyJoin(
    token: string | undefined | null,
  ): Promise<ClaimGrants & { room: string; identity: string }> {
    const claims = await this.verify(token);
    const room = claims.video?.room;
    if (!claims.video?.roomJoin || !room) throw new AuthError('token does not allow joining a room');
    if (!claims.sub) throw new AuthError('token has no identity');
    return { ...claims, room, identity: claims.sub };
  }

  /** Reads `Authorization: Bearer <token>` as LiveKit's server APIs do. */
  async verifyHeader(header: string | undefined): Promise<ClaimGrants> {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    return this.verify(token);
  }
}
