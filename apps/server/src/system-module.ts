import { ClockToken } from '@quire/ports/platform/clock';
import { IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { KeyHasherToken } from '@quire/ports/accounts/key-hasher';
import { RandomSourceToken } from '@quire/ports/platform/random-source';
import { SecretBoxToken } from '@quire/ports/webhooks/secret-box';
import { ContainerModule } from 'inversify';
import { AesGcmSecretBox } from './system/aes-gcm-secret-box';
import { cryptoRandomSource } from './system/crypto-random-source';
import { HmacKeyHasher, KeyPepperToken } from './system/hmac-key-hasher';
import { randomIdGenerator } from './system/random-id-generator';
import { systemClock } from './system/system-clock';

/** Time, ids, randomness, key digests and sealed webhook secrets from the operating system and node's crypto. */
export const systemModule = (pepper: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(ClockToken).toConstantValue(systemClock);
    bind(IdGeneratorToken).toConstantValue(randomIdGenerator());
    bind(RandomSourceToken).toConstantValue(cryptoRandomSource);
    bind(KeyPepperToken).toConstantValue(pepper);
    bind(KeyHasherToken).to(HmacKeyHasher).inSingletonScope();
    bind(SecretBoxToken).toConstantValue(new AesGcmSecretBox(pepper));
  });
