// A passkey authenticator in software, for the API tests (decision 080): a P-256 key from
// node:crypto, attestation 'none' and assertions built as the WebAuthn spec lays them out, CBOR
// encoded with the helper @simplewebauthn/server ships. It answers the options the API gives as
// @simplewebauthn/browser would send the answer, for whatever origin and RP ID the test names.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const u32 = (n: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, n);
  return bytes;
};
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

// Flags of the authenticator data: user present, user verified, attested credential data.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Ceremony {
  /** Where the browser says it ran (clientDataJSON.origin). */
  origin?: string;
  /** Whose RP ID hash the authenticator signs. */
  rpId?: string;
  /** Another challenge than the options' (a forged or stale one). */
  challenge?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  constructor(
    private readonly site: { origin: string; rpId: string },
    private userHandle = '',
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (`{ challenge, user: { id } }`). */
  register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony = {}) {
    this.userHandle = options.user.id;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const attestedCredential = concat(
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      isoCBOR.encode(coseKey),
    );
    const authData = concat(sha256(ceremony.rpId ?? this.site.rpId), new Uint8Array([UP | UV | AT]), u32(this.counter), attestedCredential);
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map());
    attestation.set('authData', authData);
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(
          this.clientData('webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin ?? this.site.origin),
        ),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to sign-in options (`{ challenge }`), signed with this passkey. */
  assert(options: { challenge: string }, ceremony: Ceremony = {}) {
    this.counter += 1;
    const authData = concat(sha256(ceremony.rpId ?? this.site.rpId), new Uint8Array([UP | UV]), u32(this.counter));
    const clientDataJSON = this.clientData('webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin ?? this.site.origin);
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
        userHandle: this.userHandle,
      },
    };
  }
}
