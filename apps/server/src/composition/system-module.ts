import { ContainerModule } from 'inversify';
import { AesGcmSecretBox } from '../system/aes-gcm-secret-box';
import { cryptoRandomSource } from '../system/crypto-random-source';
import { HmacKeyHasher, KeyPepperToken } from '../system/hmac-key-hasher';
import { randomIdGenerator } from '../system/random-id-generator';
import { systemClock } from '../system/system-clock';
import { bindPorts } from './bind-ports';
import { portToken } from './port-tokens';

/** Time, ids, randomness, key digests and sealed webhook secrets from the operating system and node's crypto. */
export const systemModule = (pepper: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bindPorts(bind, { clock: systemClock, ids: randomIdGenerator(), random: cryptoRandomSource, secretBox: new AesGcmSecretBox(pepper) });
    bind(KeyPepperToken).toConstantValue(pepper);
    // The one adapter the container builds from a class: its constructor names the pepper (@inject).
    bind(portToken('hasher')).to(HmacKeyHasher).inSingletonScope();
  });
